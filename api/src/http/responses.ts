// Response schemas of the HTTP contract (docs/contract.md), the zod twins of domain's DTO types. Fastify
// serialises every answer through them, so a field that is not listed here (a password hash, say)
// can never reach a client, and /api/docs shows the same shapes.

import { z } from 'zod';
import { DAY_HALVES, LANGUAGES, LEAVE_CODE_PATTERN, LEAVE_STATUSES, ROLES } from '@leave/domain';

const isoDateTime = z.string().describe('ISO datetime');
const calendarDate = z.string().describe('YYYY-MM-DD');

/** The five by their codes always; the policy's other types by theirs (issue 20). */
export const leaveBalanceSchema = z.object({ cl: z.number(), scl: z.number(), el: z.number(), hpl: z.number(), ccl: z.number() }).catchall(z.number().optional());
/** GET /users/current-leave-balances: the balance (every type of the policy in force) with clInfo and sclInfo. */
export const currentBalancesSchema = z
  .object({ cl: z.number(), scl: z.number(), el: z.number(), hpl: z.number(), ccl: z.number(), clInfo: z.object({ quota: z.number(), period: z.string() }), sclInfo: z.object({ quota: z.number(), period: z.string() }) })
  .catchall(z.union([z.number(), z.object({ quota: z.number(), period: z.string() })]).optional());
/** A leave type's code: one of the five or another type of a policy (2-8 lower-case letters). */
export const leaveCodeSchema = z.string().regex(LEAVE_CODE_PATTERN);

export const userSchema = z.object({
  _id: z.string(),
  id: z.string(),
  employeeId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  department: z.string(),
  designation: z.string().nullable(),
  qualification: z.string().nullable(),
  mobileNo: z.string().nullable(),
  dateOfBirth: calendarDate.nullable(),
  dateOfJoining: calendarDate.nullable(),
  isActive: z.boolean(),
  lastLogin: isoDateTime.nullable(),
  leaveBalance: leaveBalanceSchema,
  createdAt: isoDateTime,
  language: z.enum(LANGUAGES).optional().describe("the person's language (their screens, e-mails and pushes): always answered"),
  mustSetPassword: z.literal(true).optional().describe('only while the person still has the default password an admin gave them'),
});

const personRefSchema = z.object({ _id: z.string(), name: z.string() });

/** A file of an application (issue 21); GET /api/leaves/:id/attachments/:_id opens it. */
export const attachmentSchema = z.object({
  _id: z.string(),
  fileName: z.string(),
  contentType: z.enum(['application/pdf', 'image/jpeg', 'image/png']),
  size: z.number().int(),
  sha256: z.string(),
  uploadedAt: isoDateTime,
  uploadedBy: personRefSchema,
});

export const leaveSchema = z.object({
  _id: z.string(),
  id: z.string(),
  employee: z.object({ _id: z.string(), name: z.string(), employeeId: z.string().nullable(), department: z.string(), role: z.enum(ROLES) }),
  department: z.string(),
  leaveType: leaveCodeSchema,
  fromDate: isoDateTime,
  toDate: isoDateTime,
  fromHalf: z.enum(DAY_HALVES),
  toHalf: z.enum(DAY_HALVES),
  numberOfDays: z.number().multipleOf(0.5),
  reason: z.string(),
  status: z.enum(LEAVE_STATUSES),
  rejectionReason: z.string().nullable(),
  hodApprovedBy: personRefSchema.nullable(),
  approvedBy: personRefSchema.nullable(),
  rejectedBy: personRefSchema.nullable(),
  cancellationReason: z.string().nullable().optional(),
  cancellationDecidedBy: personRefSchema.nullable().optional(),
  cancellationDeclineReason: z.string().nullable().optional(),
  createdAt: isoDateTime,
  appliedAt: isoDateTime,
  attachments: z.array(attachmentSchema),
  version: z.number().int(),
  kind: z.literal('compOff').optional(),
  creditExpiresOn: z.string().optional(),
  warnings: z.array(z.string()).optional(),
  recordedBy: personRefSchema.optional(),
  overrideReason: z.string().optional(),
  uncoveredReason: z.string().optional(),
  coverage: z.object({ covered: z.number().int(), total: z.number().int() }).optional(),
  countedDays: z.array(z.string()).optional(),
  departmentAway: z.array(z.object({ date: z.string(), away: z.number().int(), size: z.number().int() })).optional(),
  route: z
    .array(
      z.object({
        office: z.string(),
        name: z.string(),
        status: z.enum(['upcoming', 'waiting', 'approved', 'rejected', 'skipped', 'escalated']),
        approvers: z.array(personRefSchema),
        decidedBy: personRefSchema.nullable(),
        decidedAt: z.string().nullable(),
      }),
    )
    .optional(),
  awaiting: z.object({ office: z.string(), name: z.string() }).nullable().optional(),
});

export const leaveEventSchema = z.object({
  position: z.number().int(),
  version: z.number().int(),
  type: z.string(),
  data: z.unknown(),
  actor: z.object({ _id: z.string(), name: z.string(), role: z.enum(ROLES) }),
  occurredAt: isoDateTime,
});

export const balanceLedgerEntrySchema = z.object({
  leaveType: leaveCodeSchema,
  kind: z.enum(['granted', 'reset', 'debited', 'credited', 'adjusted', 'lapsed']),
  days: z.number(),
  balanceAfter: z.number(),
  period: z.string().nullable(),
  reason: z.string(),
  actor: z.object({ _id: z.string(), name: z.string(), role: z.enum(ROLES) }),
  occurredAt: isoDateTime,
  policyVersion: z.number().int().optional(),
});

export const adminStatsSchema = z.object({
  totalEmployees: z.number().int(),
  totalHODs: z.number().int(),
  pendingLeaves: z.number().int(),
  approvedLeaves: z.number().int(),
  recentLeaves: z.array(leaveSchema),
  departmentLeaves: z.array(z.object({ _id: z.string(), count: z.number().int() })),
});
export const hodStatsSchema = z.object({
  departmentEmployees: z.number().int(),
  pendingLeaves: z.number().int(),
  approvedThisMonth: z.number().int(),
  totalLeaveDays: z.number(),
});
export const employeeStatsSchema = z.object({
  totalApplications: z.number().int(),
  pendingApplications: z.number().int(),
  approvedApplications: z.number().int(),
  totalDaysTaken: z.number(),
});

export const departmentSchema = z.object({ code: z.string(), name: z.string(), label: z.string() });

/** `{ success: true, message?, data }` around a data schema. */
export function success<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data });
}

const failureSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), msg: z.string() })).optional(),
});

/** A route's responses: its success schema(s) plus the failure envelope for every 4xx and 5xx. */
export function responses<T extends Record<number, z.ZodType>>(ok: T) {
  return { ...ok, '4xx': failureSchema, '5xx': failureSchema };
}

/** Ids in paths are opaque text: one that names nothing is a 404; control characters or a huge one, a 400. */
export const idParams = z.object({
  id: z
    .string()
    .min(1)
    .max(200, { error: 'Invalid id' })
    .refine((id) => ![...id].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f), { error: 'Invalid id' }),
});
