// What an approver sees beside an application (issue 46): how many of its department would be away with it
// on its busiest working day ('3 of 12 away on 9 Dec'), from the `departmentAway` the server adds to an open
// application for its HOD and the admins (domain's peakAwayText, worded in the language shown).
import { peakAwayText, type DepartmentAwayDay, type LeaveDto } from '@leave/domain';
import { formatShortDay } from '@/lib/dates';
import { say } from '@/lib/i18n/say';

/** The sentence for `leave`, or null when the server sent no days (not an approver, a closed application). */
export function departmentAwayText(leave: Pick<LeaveDto, 'departmentAway'>): string | null {
  const days = leave.departmentAway;
  if (days === undefined || days.length === 0) return null;
  return peakAwayText(days as DepartmentAwayDay[], say, formatShortDay);
}
