// What a new version of the policy changes against the version it follows (issue 49): the admin confirms a
// publication after reading it ('CL +2 days for 26 people from 8 Dec 2026'). The changes are data; the
// screen words them in the reader's language, and POST /api/policy/versions/preview adds how many people
// each one reaches.

import { z } from 'zod';
import { APPLYING_ROLES, type LeavePolicy, type PolicyLeaveType } from './policy.schema';

export const POLICY_CHANGE_KINDS = ['added', 'removed', 'allowance', 'rules'] as const;
export type PolicyChangeKind = (typeof POLICY_CHANGE_KINDS)[number];

/** One leave type's change; `fromDays`/`toDays`: the allowance's days per period, for 'allowance'. */
export interface PolicyTypeChange {
  code: string;
  name: string;
  kind: PolicyChangeKind;
  /** Who the type is for (after the change; before it, for a removed type). */
  takenBy: (typeof APPLYING_ROLES)[number][];
  fromDays?: number;
  toDays?: number;
}

export interface PolicyChanges {
  types: PolicyTypeChange[];
  /** The policy's other fields that differ, by their names in the document (approvalRoutes, blackouts...). */
  sections: string[];
}

/** A value's text with its keys in order and absent fields left out: a stored and a parsed document compare equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, field]) => `${JSON.stringify(key)}:${canonical(field)}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

function typeChange(before: PolicyLeaveType | undefined, after: PolicyLeaveType | undefined): PolicyTypeChange | null {
  if (!before && after) return { code: after.code, name: after.name, kind: 'added', takenBy: [...after.takenBy], ...(after.allowance.days === undefined ? {} : { toDays: after.allowance.days }) };
  if (before && !after) return { code: before.code, name: before.name, kind: 'removed', takenBy: [...before.takenBy] };
  if (!before || !after || same(before, after)) return null;
  const base = { code: after.code, name: after.name, takenBy: [...after.takenBy] };
  const { allowance: allowanceBefore, ...restBefore } = before;
  const { allowance: allowanceAfter, ...restAfter } = after;
  // A change of the days alone is the one a person's balance shows: said with its figures.
  if (allowanceBefore.days !== allowanceAfter.days && same({ ...allowanceBefore, days: 0 }, { ...allowanceAfter, days: 0 }) && same(restBefore, restAfter))
    return { ...base, kind: 'allowance', ...(allowanceBefore.days === undefined ? {} : { fromDays: allowanceBefore.days }), ...(allowanceAfter.days === undefined ? {} : { toDays: allowanceAfter.days }) };
  return { ...base, kind: 'rules' };
}

/** The changes from `before` (the version the new one follows) to `after`, in the new version's order of types, the removed last. */
export function policyChanges(before: LeavePolicy, after: LeavePolicy): PolicyChanges {
  const old = new Map(before.leaveTypes.map((type) => [type.code, type]));
  const kept = new Set(after.leaveTypes.map((type) => type.code));
  const types = [
    ...after.leaveTypes.map((type) => typeChange(old.get(type.code), type)),
    ...before.leaveTypes.filter((type) => !kept.has(type.code)).map((type) => typeChange(type, undefined)),
  ].filter((change): change is PolicyTypeChange => change !== null);
  const record = (policy: LeavePolicy) => policy as Record<string, unknown>;
  const sections = Object.keys({ ...before, ...after }).filter((key) => key !== 'leaveTypes' && !same(record(before)[key], record(after)[key]));
  return { types, sections };
}

/** POST /api/policy/versions/preview's answer: each change with how many people it reaches. */
export const policyPreviewSchema = z.object({
  /** The version the new one follows (in force on its effective date). */
  follows: z.number().int(),
  effectiveFrom: z.string(),
  types: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      kind: z.enum(POLICY_CHANGE_KINDS),
      takenBy: z.array(z.enum(APPLYING_ROLES)),
      fromDays: z.number().optional(),
      toDays: z.number().optional(),
      people: z.number().int(),
    }),
  ),
  sections: z.array(z.string()),
});
export type PolicyPreviewDto = z.output<typeof policyPreviewSchema>;
