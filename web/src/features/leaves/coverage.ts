// Issue 45: how many of an application's periods are covered ('3 of 4 periods covered'), from the
// `coverage` the server adds to a leave with class adjustment; null when it has none.
import type { LeaveDto } from '@leave/domain';
import { t } from '@lingui/core/macro';

export function coverageText(leave: Pick<LeaveDto, 'coverage'>): string | null {
  const coverage = leave.coverage;
  if (!coverage || coverage.total === 0) return null;
  const { covered, total } = coverage;
  return t`${covered} of ${total} periods covered`;
}
