// The admin's offices screen (issue 43): each office of the policy in force (GET /offices) with the people
// who hold it, someone added (searched for on the server) or removed by naming the holders again (PUT
// /offices/:code {holderIds}). The HOD and the admin offices are held by role: listed, not edited. The
// server checks every rule again; its refusal is shown under the office.
import type { OfficeDto, UserDto } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { PersonPicker } from '@/components/person-picker/PersonPicker';
import { Button } from '@/components/ui/button/Button';
import { Card } from '@/components/ui/card/Card';
import { Spinner } from '@/components/ui/spinner/Spinner';
import { toast } from '@/components/ui/toasts/toasts-slice';
import { serverMessage, firstValidationMessage } from '@/lib/api-error';
import { useAppDispatch } from '@/lib/store-hooks';
import { useGetOfficesQuery, useSetOfficeHoldersMutation } from '../api/offices';
import './offices.css';

const BY_ROLE = ['hod', 'admin'];

/** Someone the picker offers: their name, role and department (names and departments are never translated). */
function describe(person: UserDto): string {
  const name = person.name;
  const role = person.role === 'hod' ? t`HOD` : t`Employee`;
  const department = person.department ?? '';
  return t`${name} (${role}, ${department})`;
}

export interface OfficeCardProps {
  office: OfficeDto;
  saving: boolean;
  /** Names the office's holders; resolves to the server's refusal, or null. */
  onSave: (holderIds: string[]) => Promise<string | null>;
}

export function OfficeCard({ office, saving, onSave }: OfficeCardProps) {
  const [adding, setAdding] = useState('');
  const [error, setError] = useState<string | null>(null);
  const officeName = office.name;
  const ids = office.holders.map((holder) => holder._id);

  const save = async (holderIds: string[]) => {
    setError(null);
    const refusal = await onSave(holderIds);
    if (refusal) setError(refusal);
    else setAdding('');
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!adding) {
      setError(t`Please choose a person to add`);
      return;
    }
    void save([...ids, adding]);
  };

  return (
    <Card title={officeName}>
      {office.holders.length > 0 ? (
        <ul className="row-list offices__holders" aria-label={t`Holders of ${officeName}`}>
          {office.holders.map((holder) => {
            const holderName = holder.name;
            return (
              <li key={holder._id} className="row-list__item offices__holder">
                <span>{holderName}</span>
                <Button variant="secondary" size="sm" disabled={saving} aria-label={t`Remove ${holderName} from ${officeName}`} onClick={() => void save(ids.filter((id) => id !== holder._id))}>
                  {t`Remove`}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="muted">{t`Nobody holds this office yet.`}</p>
      )}
      <form className="offices__form" onSubmit={add} noValidate>
        {/* Drawn anew once the holders change: the search typed for the one just added is cleared. */}
        <PersonPicker
          key={ids.join(' ')}
          label={t`Add a holder`}
          searchLabel={t`Find a person for ${officeName}`}
          emptyOption={t`Select a person`}
          value={adding}
          onChange={setAdding}
          among={[{ role: 'hod', active: true }, { role: 'employee', active: true }]}
          exclude={ids}
          describe={describe}
        />
        {error && (
          <p className="offices__error" role="alert">
            {error}
          </p>
        )}
        <Button type="submit" busy={saving}>
          {t`Add holder`}
        </Button>
      </form>
    </Card>
  );
}

export function OfficesManager() {
  const { data: offices, isLoading } = useGetOfficesQuery();
  const [setHolders, { isLoading: saving }] = useSetOfficeHoldersMutation();
  const dispatch = useAppDispatch();
  if (isLoading || !offices) return <Spinner label={t`Loading...`} />;
  const named = offices.filter((office) => !BY_ROLE.includes(office.code));

  const save = (code: string) => async (holderIds: string[]) => {
    const result = await setHolders({ code, holderIds });
    if ('error' in result) return firstValidationMessage(result.error) ?? serverMessage(result.error) ?? t`The holders could not be saved`;
    dispatch(toast.success(t`Holders saved`));
    return null;
  };

  return (
    <div className="offices">
      <p className="offices__intro">{t`The HOD (of the applicant's department) and the Admin decide by their role. The policy's other offices are held by the people named here; a holder keeps their own role and portal, and gets an Approvals screen.`}</p>
      {named.length === 0 ? (
        <p>{t`The policy in force names no office besides the HOD and the Admin. Add offices on the Leave Policy screen.`}</p>
      ) : (
        named.map((office) => <OfficeCard key={office.code} office={office} saving={saving} onSave={save(office.code)} />)
      )}
    </div>
  );
}
