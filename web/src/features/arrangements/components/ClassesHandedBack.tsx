// Issue 45: on the apply form, the classes the applicant is to take for colleagues (asked, accepted or
// assigned: GET /arrangements?mine=true) in the days chosen, half days by the policy's hours (domain's
// classesHandedBack, the rule the server applies). Applying hands each back: its teacher is told and asks
// someone else. Said before the applicant sends, so that it is no surprise; nothing shows when there is none.
import { classesHandedBack, halfDayHoursOf, type DaySpan, type LeavePolicy } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { Banner } from '@/components/ui/banner/Banner';
import { formatDateSpan } from '@/lib/dates';
import { useGetMyArrangementsQuery } from '../api/arrangements';

export function ClassesHandedBack({ span, policy }: { span: DaySpan; policy: LeavePolicy }) {
  const { data: mine = [] } = useGetMyArrangementsQuery();
  const handedBack = classesHandedBack(mine, span, halfDayHoursOf(policy));
  if (handedBack.length === 0) return null;
  return (
    <Banner tone="warning" title={t`Classes you take for colleagues then`}>
      <p>{t`Applying hands these classes back: each teacher is told and asks someone else.`}</p>
      <ul className="arrangements__handed-back">
        {handedBack.map((arrangement) => {
          const day = formatDateSpan(arrangement.date);
          const number = arrangement.period;
          const className = arrangement.className;
          const absent = arrangement.absent.name;
          return <li key={arrangement._id}>{t`${className}, period ${number}, on ${day} (for ${absent})`}</li>;
        })}
      </ul>
    </Banner>
  );
}
