// The admin names a stand-in for an office's holder (issue 43, decision 0400): POST /stand-ins {office,
// holderId, standInId, from, to}, as the holder does on their profile. The office is chosen among the
// policy's offices that have holders (the built-in HOD and admin are not offices one names a stand-in for
// here: a HOD's is the form above), then its holder (chosen for the admin when it has one), then anyone
// active, of any department (an office is the college's, decision 0360). The list above shows the naming.
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import type { OfficeDto } from '@leave/domain';
import { Card } from '@/components/ui/card/Card';
import { SelectField } from '@/components/ui/form-field/SelectField';
import { PersonPicker } from '@/components/person-picker/PersonPicker';
import { StandInDaysAndSubmit, standInLabel, useNameStandIn } from '../use-name-stand-in';
import './stand-ins.css';

export interface AdminOfficeStandInFormProps {
  /** The offices of the policy in force with their holders (GET /offices, read by the portal). */
  offices: readonly OfficeDto[];
}

export function AdminOfficeStandInForm({ offices }: AdminOfficeStandInFormProps) {
  const naming = useNameStandIn();
  const [officeCode, setOfficeCode] = useState('');
  const [chosenHolder, setChosenHolder] = useState('');
  const held = offices.filter((office) => office.code !== 'hod' && office.code !== 'admin' && office.holders.length > 0);
  if (held.length === 0) return null;
  const office = held.find((o) => o.code === officeCode);
  const holders = office?.holders ?? [];
  const holderId = holders.length === 1 ? holders[0]!._id : chosenHolder;
  const submit = naming.submit(office && holderId ? { office: office.code, holderId } : null, t`Please choose the office, its holder, the stand-in and both days`);

  return (
    <Card title={t`Name a stand-in for an office`}>
      <p className="stand-ins__intro">{t`During these days the stand-in sees the holder's waiting steps under Approvals and can approve or reject them on the holder's behalf.`}</p>
      <form className="stand-ins__form" onSubmit={(event) => void submit(event)} noValidate>
        <SelectField
          label={t`Office`}
          value={officeCode}
          onChange={(code) => {
            setOfficeCode(code);
            setChosenHolder('');
          }}
          options={held.map((o) => ({ value: o.code, label: o.name }))}
          emptyOption={t`Select office`}
          required
        />
        {holders.length > 1 && (
          <SelectField label={t`Holder`} value={chosenHolder} onChange={setChosenHolder} options={holders.map((h) => ({ value: h._id, label: h.name }))} emptyOption={t`Select holder`} required />
        )}
        <PersonPicker
          key={holderId}
          label={t`Stand-in`}
          searchLabel={t`Find a stand-in`}
          emptyOption={t`Select stand-in`}
          value={naming.standInId}
          onChange={naming.setStandInId}
          among={[
            { role: 'employee', active: true },
            { role: 'hod', active: true },
          ]}
          exclude={holderId ? [holderId] : []}
          describe={standInLabel}
          required
        />
        <StandInDaysAndSubmit naming={naming} />
      </form>
    </Card>
  );
}
