// The leave list's filters (GET /api/leaves: status, excludeStatus, leaveType, department, applicantRole,
// search) as one rule: `leaveFilterConditions` says what each filter asks of an application, the api turns
// the conditions into SQL over the read model, and the web app's live pages test a pushed application with
// `matchesLeaveFilter`, so that a page never keeps what the server would not list.

import type { LeaveCode, LeaveStatus } from './leave.policy';

export interface LeaveListFilter {
  status?: LeaveStatus | undefined;
  excludeStatus?: LeaveStatus | undefined;
  leaveType?: LeaveCode | undefined;
  department?: string | undefined;
  applicantRole?: 'employee' | 'hod' | undefined;
  search?: string | undefined;
}

/** What the filters read of an application (the read model's columns, the answer's fields). */
export interface FilterableLeave {
  status: string;
  leaveType: string;
  department: string;
  applicantRole: string;
  applicantName: string;
  applicantEmployeeId: string;
  reason: string;
}

type ExactField = 'status' | 'leaveType' | 'department' | 'applicantRole';
/** The fields a search looks in: the applicant's name, their employee ID and the reason. */
export const LEAVE_SEARCH_FIELDS = ['applicantName', 'applicantEmployeeId', 'reason'] as const;

export type LeaveFilterCondition =
  | { kind: 'equals'; field: ExactField; value: string }
  | { kind: 'differs'; field: ExactField; value: string }
  /** Case-insensitive: `text` appears in one of LEAVE_SEARCH_FIELDS. */
  | { kind: 'contains'; text: string };

export function leaveFilterConditions(filter: LeaveListFilter): LeaveFilterCondition[] {
  const conditions: LeaveFilterCondition[] = [];
  if (filter.status) conditions.push({ kind: 'equals', field: 'status', value: filter.status });
  if (filter.excludeStatus) conditions.push({ kind: 'differs', field: 'status', value: filter.excludeStatus });
  if (filter.leaveType) conditions.push({ kind: 'equals', field: 'leaveType', value: filter.leaveType });
  if (filter.department) conditions.push({ kind: 'equals', field: 'department', value: filter.department });
  if (filter.applicantRole) conditions.push({ kind: 'equals', field: 'applicantRole', value: filter.applicantRole });
  const search = filter.search?.trim();
  if (search) conditions.push({ kind: 'contains', text: search });
  return conditions;
}

/** Whether an application is one the server would list under `filter`. */
export function matchesLeaveFilter(leave: FilterableLeave, filter: LeaveListFilter): boolean {
  return leaveFilterConditions(filter).every((condition) => {
    switch (condition.kind) {
      case 'equals':
        return leave[condition.field] === condition.value;
      case 'differs':
        return leave[condition.field] !== condition.value;
      case 'contains': {
        const text = condition.text.toLowerCase();
        return LEAVE_SEARCH_FIELDS.some((field) => leave[field].toLowerCase().includes(text));
      }
    }
  });
}
