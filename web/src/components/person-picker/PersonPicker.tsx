// One person out of a register that may hold thousands: the server searches it (GET /users with `search`
// and a limit, each list a filter the caller may read), and the select offers the matches, the chosen
// person always among them. The stand-in forms and the audit's person filter use it; no screen loads the
// whole register for a choice.
import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import type { UserDto } from '@leave/domain';
import { SelectField } from '@/components/ui/form-field/SelectField';
import { TextField } from '@/components/ui/form-field/TextField';
import { useGetUsersPageQuery, type UserPageArgs } from '@/lib/users-page';
import './person-picker.css';

/** A list to search: the server's filters of GET /users. */
export type PersonFilter = Pick<UserPageArgs, 'role' | 'department' | 'active'>;

/** How many matches of each list the select offers; typing narrows them. */
export const PICKER_MATCHES = 25;
const TYPING_PAUSE_MS = 250;

export interface PersonPickerProps {
  label: string;
  /** The search field's label: 'Find a stand-in'. */
  searchLabel: string;
  emptyOption: string;
  value: string;
  onChange: (value: string) => void;
  /** Told the person chosen (null for the empty option), for a caller that needs more than the id. */
  onChoose?: (person: UserDto | null) => void;
  /** One list, or two offered together (other HODs, and the department's employees). */
  among: readonly [PersonFilter] | readonly [PersonFilter, PersonFilter];
  /** People never offered (the HOD a stand-in is named for). */
  exclude?: readonly string[];
  /** A person as an option reads; the name by default. */
  describe?: (person: UserDto) => string;
  required?: boolean;
}

export function PersonPicker({ label, searchLabel, emptyOption, value, onChange, onChoose, among, exclude = [], describe = (person) => person.name, required }: PersonPickerProps) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<UserDto | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const [first, second] = among;
  const page = (filter: PersonFilter): UserPageArgs => ({ ...filter, ...(search ? { search } : {}), limit: PICKER_MATCHES });
  const firstList = useGetUsersPageQuery(page(first));
  const secondList = useGetUsersPageQuery(second ? page(second) : skipToken);
  const matches = [...(firstList.data?.users ?? []), ...(secondList.data?.users ?? [])].filter((person) => !exclude.includes(person._id));
  const total = (firstList.data?.total ?? 0) + (secondList.data?.total ?? 0);
  const shown = matches.length;
  const kept = chosen && chosen._id === value && !matches.some((person) => person._id === value) ? [chosen] : [];
  const offered = [...kept, ...matches];
  const fetched = firstList.data !== undefined && (!second || secondList.data !== undefined);

  return (
    <div className="person-picker">
      <TextField
        label={searchLabel}
        type="search"
        placeholder={t`Name, email or employee ID`}
        value={typed}
        onChange={setTyped}
        hint={!fetched ? undefined : matches.length === 0 && search ? t`Nobody matches` : total > shown ? t`${shown} of ${total} shown: type to narrow them` : undefined}
      />
      <SelectField
        label={label}
        value={value}
        onChange={(id) => {
          const person = offered.find((candidate) => candidate._id === id) ?? null;
          setChosen(person);
          onChange(id);
          onChoose?.(person);
        }}
        emptyOption={emptyOption}
        options={offered.map((person) => ({ value: person._id, label: describe(person) }))}
        required={required}
      />
    </div>
  );
}
