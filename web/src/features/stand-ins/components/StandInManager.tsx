// Naming a HOD's stand-in and removing one: on the HOD's profile (for themself) and on the admin's
// 'Stand-ins' screen (for any HOD). The server checks every rule again; its refusal is shown in the form.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { UserDto } from '@leave/domain';
import { Card } from '@/components/ui/card/Card';
import { formatDate } from '@/lib/dates';
import { PersonPicker } from '@/components/person-picker/PersonPicker';
import { useGetStandInsQuery } from '../api/stand-ins';
import { StandInNamingItem } from './StandInNamingItem';
import { StandInDaysAndSubmit, standInLabel, useNameStandIn } from '../use-name-stand-in';
import './stand-ins.css';

export interface StandInManagerProps {
  /** The HOD on their own profile; absent on the admin's screen, which chooses any active HOD. */
  hod?: UserDto;
  /** The screen's own heading level: a card on the profile, the page's section on the admin's screen. */
  title?: string;
}

/** A HOD as the HOD list offers them. */
function hodLabel(person: UserDto): string {
  const name = person.name;
  const department = person.department;
  return t`${name} (${department})`;
}

export function StandInManager({ hod: ownHod, title = t`Stand-in` }: StandInManagerProps) {
  const { data: standIns = [] } = useGetStandInsQuery();
  const naming = useNameStandIn();
  const [chosenHod, setChosenHod] = useState<UserDto | null>(null);
  const hod = ownHod ?? chosenHod;
  const hodId = hod?._id ?? '';
  // On the HOD's profile their own namings as HOD; on the admin's screen every naming, an office's too.
  const shown = ownHod ? standIns.filter((s) => s.hod?._id === ownHod._id) : standIns;
  const submit = naming.submit(hodId ? { hodId } : null, t`Please choose the HOD, the stand-in and both days`);

  return (
    <Card title={title}>
      <p className="stand-ins__intro">{t`During these days the stand-in sees the department's pending applications and can approve them as HOD or reject them.`}</p>
      {shown.length > 0 ? (
        <ul className="row-list stand-ins__list" aria-label={t`Named stand-ins`}>
          {shown.map((s) => {
            const standIn = s.standIn.name;
            const hodName = s.holder.name;
            const officeName = s.office?.name ?? '';
            const from = formatDate(s.from);
            const to = formatDate(s.to);
            return (
              <StandInNamingItem key={s._id} naming={s} removeLabel={t`Remove ${standIn} as stand-in for ${hodName}`}>
                  {s.office ? (
                    <Trans>
                      <strong>{standIn}</strong> for {hodName} ({officeName}), {from} to {to}
                    </Trans>
                  ) : (
                    <Trans>
                      <strong>{standIn}</strong> for {hodName}, {from} to {to}
                    </Trans>
                  )}
              </StandInNamingItem>
            );
          })}
        </ul>
      ) : (
        <p>{t`No stand-in named.`}</p>
      )}
      <form className="stand-ins__form" onSubmit={(event) => void submit(event)} noValidate>
        {!ownHod && (
          <PersonPicker
            label={t`HOD`}
            searchLabel={t`Find a HOD`}
            emptyOption={t`Select HOD`}
            value={hodId}
            onChange={() => naming.setStandInId('')}
            onChoose={setChosenHod}
            among={[{ role: 'hod', active: true }]}
            describe={hodLabel}
            required
          />
        )}
        {/* Who may stand in: another HOD, or an employee of the HOD's department (the server checks it again). */}
        <PersonPicker
          key={hodId}
          label={t`Stand-in`}
          searchLabel={t`Find a stand-in`}
          emptyOption={t`Select stand-in`}
          value={naming.standInId}
          onChange={naming.setStandInId}
          among={hod?.department ? [{ role: 'hod', active: true }, { role: 'employee', active: true, department: hod.department }] : [{ role: 'hod', active: true }]}
          exclude={hodId ? [hodId] : []}
          describe={standInLabel}
          required
        />
        <StandInDaysAndSubmit naming={naming} />
      </form>
    </Card>
  );
}
