// Naming a stand-in, as the HOD's form (StandInManager: for a HOD) and the office holder's
// (OfficeStandInManager: for an office) both do it: the stand-in and the two days the form holds, whom the
// naming is for (the form's own choice), POST /stand-ins, the server's refusal shown in the form, and the
// form emptied with a toast once named. The days, the refusal and the button end both forms alike
// (StandInDaysAndSubmit).
import { t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import type { UserDto } from '@leave/domain';
import { Button } from '@/components/ui/button/Button';
import { TextField } from '@/components/ui/form-field/TextField';
import { toast } from '@/components/ui/toasts/toasts-slice';
import { serverMessage } from '@/lib/api-error';
import { useAppDispatch } from '@/lib/store-hooks';
import { useNameStandInMutation, type NewStandIn } from './api/stand-ins';

/** Someone a stand-in picker offers: name, role and department (names and departments are never translated). */
export function standInLabel(person: UserDto): string {
  const name = person.name;
  const role = person.role === 'hod' ? t`HOD` : t`Employee`;
  const department = person.department;
  return t`${name} (${role}, ${department})`;
}

/** Whom a naming is for: a HOD (`hodId`) or an office (`office`, the holder being the caller or `holderId`). */
export type StandInFor = Pick<NewStandIn, 'hodId' | 'office' | 'holderId'>;

export function useNameStandIn() {
  const [nameStandIn, { isLoading: naming }] = useNameStandInMutation();
  const dispatch = useAppDispatch();
  const [standInId, setStandInId] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);

  /**
   * The form's submit: `whom` null (the form's choice is not made yet) or any field missing shows
   * `incomplete`, the form's own words for what to choose.
   */
  const submit = (whom: StandInFor | null, incomplete: string) => async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!whom || !standInId || !from || !to) {
      setError(incomplete);
      return;
    }
    const result = await nameStandIn({ ...whom, standInId, from, to });
    if ('error' in result) {
      setError(serverMessage(result.error) ?? t`The stand-in could not be named`);
      return;
    }
    setStandInId('');
    setFrom('');
    setTo('');
    dispatch(toast.success(t`Stand-in named`));
  };

  return { standInId, setStandInId, from, setFrom, to, setTo, error, naming, submit };
}

/** The end of a naming form: its two days, the refusal, the button. */
export function StandInDaysAndSubmit({ naming }: { naming: ReturnType<typeof useNameStandIn> }) {
  return (
    <>
      <TextField label={t`First day`} type="date" value={naming.from} onChange={naming.setFrom} required />
      <TextField label={t`Last day`} type="date" value={naming.to} onChange={naming.setTo} min={naming.from || undefined} required />
      {naming.error && (
        <p className="stand-ins__error" role="alert">
          {naming.error}
        </p>
      )}
      <Button type="submit" busy={naming.naming}>
        {naming.naming ? t`Naming...` : t`Name stand-in`}
      </Button>
    </>
  );
}
