// Naming a HOD's stand-in and removing one: on the HOD's profile (for themself) and on the admin's
// 'Stand-ins' screen (for any HOD). The server checks every rule again; its refusal is shown in the form.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { UserDto } from '@leave/domain';
import { Button } from '@/components/ui/button/Button';
import { Card } from '@/components/ui/card/Card';
import { TextField } from '@/components/ui/form-field/TextField';
import { toast } from '@/components/ui/toasts/toasts-slice';
import { serverMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/dates';
import { useAppDispatch } from '@/lib/store-hooks';
import { PersonPicker } from '@/components/person-picker/PersonPicker';
import { useGetStandInsQuery, useNameStandInMutation, useRemoveStandInMutation } from '../api/stand-ins';
import './stand-ins.css';

export interface StandInManagerProps {
  /** The HOD on their own profile; absent on the admin's screen, which chooses any active HOD. */
  hod?: UserDto;
  /** The screen's own heading level: a card on the profile, the page's section on the admin's screen. */
  title?: string;
}

/** Someone the stand-in list offers: name, role and department (names and departments are never translated). */
function roleLabel(person: UserDto): string {
  const name = person.name;
  const role = person.role === 'hod' ? t`HOD` : t`Employee`;
  const department = person.department;
  return t`${name} (${role}, ${department})`;
}

/** A HOD as the HOD list offers them. */
function hodLabel(person: UserDto): string {
  const name = person.name;
  const department = person.department;
  return t`${name} (${department})`;
}

export function StandInManager({ hod: ownHod, title = t`Stand-in` }: StandInManagerProps) {
  const { data: standIns = [] } = useGetStandInsQuery();
  const [nameStandIn, { isLoading: naming }] = useNameStandInMutation();
  const [removeStandIn] = useRemoveStandInMutation();
  const dispatch = useAppDispatch();
  const [chosenHod, setChosenHod] = useState<UserDto | null>(null);
  const hod = ownHod ?? chosenHod;
  const hodId = hod?._id ?? '';
  const [standInId, setStandInId] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  // On the HOD's profile their own namings as HOD; on the admin's screen every naming, an office's too.
  const shown = ownHod ? standIns.filter((s) => s.hod?._id === ownHod._id) : standIns;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!hodId || !standInId || !from || !to) {
      setError(t`Please choose the HOD, the stand-in and both days`);
      return;
    }
    const result = await nameStandIn({ hodId, standInId, from, to });
    if ('error' in result) {
      setError(serverMessage(result.error) ?? t`The stand-in could not be named`);
      return;
    }
    setStandInId('');
    setFrom('');
    setTo('');
    dispatch(toast.success(t`Stand-in named`));
  };

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
              <li key={s._id} className="row-list__item stand-ins__item">
                <span>
                  {s.office ? (
                    <Trans>
                      <strong>{standIn}</strong> for {hodName} ({officeName}), {from} to {to}
                    </Trans>
                  ) : (
                    <Trans>
                      <strong>{standIn}</strong> for {hodName}, {from} to {to}
                    </Trans>
                  )}
                  {s.active && ` (${t`now`})`}
                </span>
                <Button variant="secondary" size="sm" aria-label={t`Remove ${standIn} as stand-in for ${hodName}`} onClick={() => void removeStandIn(s._id)}>
                  {t`Remove`}
                </Button>
              </li>
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
            onChange={() => setStandInId('')}
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
          value={standInId}
          onChange={setStandInId}
          among={hod?.department ? [{ role: 'hod', active: true }, { role: 'employee', active: true, department: hod.department }] : [{ role: 'hod', active: true }]}
          exclude={hodId ? [hodId] : []}
          describe={roleLabel}
          required
        />
        <TextField label={t`First day`} type="date" value={from} onChange={setFrom} required />
        <TextField label={t`Last day`} type="date" value={to} onChange={setTo} min={from || undefined} required />
        {error && (
          <p className="stand-ins__error" role="alert">
            {error}
          </p>
        )}
        <Button type="submit" busy={naming}>
          {naming ? t`Naming...` : t`Name stand-in`}
        </Button>
      </form>
    </Card>
  );
}
