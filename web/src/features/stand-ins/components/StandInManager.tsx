// Naming a HOD's stand-in and removing one: on the HOD's profile (for themself) and on the admin's
// 'Stand-ins' screen (for any HOD). The server checks every rule again; its refusal is shown in the form.
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

const roleLabel = (person: UserDto) => `${person.name} (${person.role === 'hod' ? 'HOD' : 'Employee'}, ${person.department})`;

export function StandInManager({ hod: ownHod, title = 'Stand-in' }: StandInManagerProps) {
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
  const shown = ownHod ? standIns.filter((s) => s.hod._id === ownHod._id) : standIns;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!hodId || !standInId || !from || !to) {
      setError('Please choose the HOD, the stand-in and both days');
      return;
    }
    const result = await nameStandIn({ hodId, standInId, from, to });
    if ('error' in result) {
      setError(serverMessage(result.error) ?? 'The stand-in could not be named');
      return;
    }
    setStandInId('');
    setFrom('');
    setTo('');
    dispatch(toast.success('Stand-in named'));
  };

  return (
    <Card title={title}>
      <p className="stand-ins__intro">During these days the stand-in sees the department's pending applications and can approve them as HOD or reject them.</p>
      {shown.length > 0 ? (
        <ul className="stand-ins__list" aria-label="Named stand-ins">
          {shown.map((s) => (
            <li key={s._id} className="stand-ins__item">
              <span>
                <strong>{s.standIn.name}</strong> for {s.hod.name}, {formatDate(s.from)} to {formatDate(s.to)}
                {s.active && ' (now)'}
              </span>
              <Button variant="secondary" size="sm" aria-label={`Remove ${s.standIn.name} as stand-in for ${s.hod.name}`} onClick={() => void removeStandIn(s._id)}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p>No stand-in named.</p>
      )}
      <form className="stand-ins__form" onSubmit={(event) => void submit(event)} noValidate>
        {!ownHod && (
          <PersonPicker
            label="HOD"
            searchLabel="Find a HOD"
            emptyOption="Select HOD"
            value={hodId}
            onChange={() => setStandInId('')}
            onChoose={setChosenHod}
            among={[{ role: 'hod', active: true }]}
            describe={(person) => `${person.name} (${person.department})`}
            required
          />
        )}
        {/* Who may stand in: another HOD, or an employee of the HOD's department (the server checks it again). */}
        <PersonPicker
          key={hodId}
          label="Stand-in"
          searchLabel="Find a stand-in"
          emptyOption="Select stand-in"
          value={standInId}
          onChange={setStandInId}
          among={hod?.department ? [{ role: 'hod', active: true }, { role: 'employee', active: true, department: hod.department }] : [{ role: 'hod', active: true }]}
          exclude={hodId ? [hodId] : []}
          describe={roleLabel}
          required
        />
        <TextField label="First day" type="date" value={from} onChange={setFrom} required />
        <TextField label="Last day" type="date" value={to} onChange={setTo} min={from || undefined} required />
        {error && (
          <p className="stand-ins__error" role="alert">
            {error}
          </p>
        )}
        <Button type="submit" busy={naming}>
          {naming ? 'Naming...' : 'Name stand-in'}
        </Button>
      </form>
    </Card>
  );
}
