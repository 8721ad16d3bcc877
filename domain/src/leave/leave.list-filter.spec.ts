import { describe, expect, it } from 'vitest';
import { leaveFilterConditions, matchesLeaveFilter, type FilterableLeave } from './leave.list-filter';

const leave: FilterableLeave = { status: 'pending', leaveType: 'cl', department: 'CSE', applicantRole: 'employee', applicantName: 'Ravi Kumar', applicantEmployeeId: 'EMP042', reason: 'Family function' };

describe('The leave list filter', () => {
  it('keeps an application only when every filter given holds', () => {
    expect(matchesLeaveFilter(leave, {})).toBe(true);
    expect(matchesLeaveFilter(leave, { status: 'pending', leaveType: 'cl', department: 'CSE', applicantRole: 'employee' })).toBe(true);
    expect(matchesLeaveFilter(leave, { status: 'approved' })).toBe(false);
    expect(matchesLeaveFilter(leave, { excludeStatus: 'pending' })).toBe(false);
    expect(matchesLeaveFilter(leave, { applicantRole: 'hod' })).toBe(false);
  });

  it('searches the name, the employee ID and the reason, without case, the text trimmed', () => {
    expect(['ravi', 'emp04', 'FUNCTION', '  kumar  '].map((search) => matchesLeaveFilter(leave, { search }))).toEqual([true, true, true, true]);
    expect(matchesLeaveFilter(leave, { search: 'Sita' })).toBe(false);
    expect(leaveFilterConditions({ search: '   ' })).toEqual([]);
  });
});
