// POST /leaves/preview on the wire (issue 43, docs/contract.md 'Preview'): what `previewApplication`
// (leave.decider.ts) answers, the route's approvers as {_id, name} like every person of the contract.

import type { AdjustedPeriod } from '../timetable/class-adjustment';
import type { ApplicationPreview } from './leave.decider';

export interface LeavePreviewDto {
  /** As counted for the applicant; 0 while the dates cannot be counted. */
  days: number;
  /** The balance of the type less the days (negative when they do not fit); null for a type taken without a balance. */
  balanceAfter: number | null;
  /** The steps the application would wait for, in order (a step the applicant alone holds left out). */
  route: { office: string; name: string; approvers: { _id: string; name: string }[] }[];
  /** Every problem applying would meet, each on its field; empty when it would be accepted. */
  problems: { field: string; msg: string }[];
  /** Issue 46: the department cap's warnings ('warn' mode); absent when none. */
  warnings?: string[];
  /** Issue 46: a sandwich type's weekends and holidays counted, each with why; absent when none. */
  countedDays?: string[];
  /** Issue 46: the restricted holidays the applicant has left in the year of the first day; absent when the policy has none. */
  restrictedHolidaysLeft?: number;
  /** Issue 45: each period of the applicant's timetable the leave takes, with the colleagues free then (fewest substitutions this term first); absent when the policy asks no class adjustment of this leave. */
  periods?: AdjustedPeriod[];
}

export function toLeavePreviewDto(preview: ApplicationPreview): LeavePreviewDto {
  return {
    days: preview.days,
    balanceAfter: preview.balanceAfter,
    route: preview.route.map((step) => ({ office: step.office, name: step.name, approvers: step.approvers.map((person) => ({ _id: person.id, name: person.name })) })),
    problems: preview.problems,
    ...(preview.warnings ? { warnings: preview.warnings } : {}),
    ...(preview.countedDays ? { countedDays: preview.countedDays } : {}),
    ...(preview.restrictedHolidaysLeft === undefined ? {} : { restrictedHolidaysLeft: preview.restrictedHolidaysLeft }),
    ...(preview.periods ? { periods: preview.periods } : {}),
  };
}
