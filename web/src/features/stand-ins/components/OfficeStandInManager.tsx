// Naming a stand-in for an office of the approval routes (issue 43, decision 0360): on the profile of a
// holder of an office (a Principal, a Dean, whatever their role), as a HOD names theirs on their profile.
// The stand-in is searched among the holder's department (the admin's: anyone); the server checks every
// rule again and its refusal is shown in the form. Renders nothing for someone who holds no office.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { OfficeDto, UserDto } from '@leave/domain';
import { Card } from '@/components/ui/card/Card';
import { SelectField } from '@/components/ui/form-field/SelectField';
import { PersonPicker, type PersonFilter } from '@/components/person-picker/PersonPicker';
import { formatDate } from '@/lib/dates';
import { useGetStandInsQuery } from '../api/stand-ins';
import { StandInNamingItem } from './StandInNamingItem';
import { StandInDaysAndSubmit, standInLabel, useNameStandIn } from '../use-name-stand-in';
import './stand-ins.css';

export interface OfficeStandInManagerProps {
  holder: UserDto;
  /** The offices of the policy in force with their holders (GET /offices, read by the portal). */
  offices: readonly OfficeDto[];
}

export function OfficeStandInManager({ holder, offices }: OfficeStandInManagerProps) {
  const held = offices.filter((office) => office.holders.some((person) => person._id === holder._id));
  const { data: standIns = [] } = useGetStandInsQuery(undefined, { skip: held.length === 0 });
  const naming = useNameStandIn();
  const [chosenOffice, setChosenOffice] = useState('');
  if (held.length === 0) return null;
  const office = held.length === 1 ? held[0]!.code : chosenOffice;
  const shown = standIns.filter((s) => s.office !== null && s.holder._id === holder._id);
  // The holder's department as a HOD searches it; the admin searches everyone.
  const among: readonly [PersonFilter, PersonFilter] =
    holder.role === 'admin' || !holder.department
      ? [
          { role: 'employee', active: true },
          { role: 'hod', active: true },
        ]
      : [
          { role: 'employee', active: true, department: holder.department },
          { role: 'hod', active: true, department: holder.department },
        ];

  const submit = naming.submit(office ? { office } : null, t`Please choose the office, the stand-in and both days`);

  return (
    <Card title={t`Stand-in for your office`}>
      <p className="stand-ins__intro">{t`During these days the stand-in sees your office's waiting steps under Approvals and can approve or reject them on your behalf.`}</p>
      {shown.length > 0 ? (
        <ul className="row-list stand-ins__list" aria-label={t`Named stand-ins for your office`}>
          {shown.map((s) => {
            const standIn = s.standIn.name;
            const officeName = s.office?.name ?? '';
            const from = formatDate(s.from);
            const to = formatDate(s.to);
            return (
              <StandInNamingItem key={s._id} naming={s} removeLabel={t`Remove ${standIn} as stand-in for ${officeName}`}>
                  <Trans>
                    <strong>{standIn}</strong> as {officeName}, {from} to {to}
                  </Trans>
              </StandInNamingItem>
            );
          })}
        </ul>
      ) : (
        <p>{t`No stand-in named for your office.`}</p>
      )}
      <form className="stand-ins__form" onSubmit={(event) => void submit(event)} noValidate>
        {held.length > 1 && (
          <SelectField
            label={t`Office`}
            value={chosenOffice}
            onChange={setChosenOffice}
            options={held.map((o) => ({ value: o.code, label: o.name }))}
            emptyOption={t`Select office`}
            required
          />
        )}
        <PersonPicker
          label={t`Stand-in`}
          searchLabel={t`Find a stand-in`}
          emptyOption={t`Select stand-in`}
          value={naming.standInId}
          onChange={naming.setStandInId}
          among={among}
          exclude={[holder._id]}
          describe={standInLabel}
          required
        />
        <StandInDaysAndSubmit naming={naming} />
      </form>
    </Card>
  );
}
