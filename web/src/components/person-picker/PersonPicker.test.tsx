import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserDto } from '@leave/domain';
import { adminUser, employeeUser } from '@/test/fixtures';
import { ok, type MockRequest } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { PersonPicker } from './PersonPicker';

// A register of 60 people: more than the picker offers at once.
const register: UserDto[] = Array.from({ length: 60 }, (_, i) => ({ ...employeeUser, _id: `u-${i}`, id: `u-${i}`, name: `Person ${String(i).padStart(2, '0')}`, employeeId: `EMP${100 + i}` }));

function Picker() {
  const [value, setValue] = useState('');
  return (
    <>
      <PersonPicker label="Person" searchLabel="Find someone" emptyOption="Everybody" value={value} onChange={setValue} among={[{ active: true }]} />
      <output>{value || 'none'}</output>
    </>
  );
}

describe('PersonPicker', () => {
  it('offers a page of the register searched on the server, and keeps the chosen person while the search changes', async () => {
    const asked: URLSearchParams[] = [];
    const { user } = renderWithProviders(<Picker />, {
      signedInAs: adminUser,
      api: {
        'GET /users': ({ query }: MockRequest) => {
          asked.push(query);
          const search = query.get('search')?.toLowerCase() ?? '';
          const found = register.filter((person) => person.name.toLowerCase().includes(search));
          return ok({ users: found.slice(0, Number(query.get('limit'))), total: found.length });
        },
      },
    });
    expect(await screen.findByText('25 of 60 shown: type to narrow them')).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(26);
    expect(asked[0]!.get('limit')).toBe('25');
    expect(asked[0]!.get('active')).toBe('true');

    await user.type(screen.getByLabelText('Find someone'), 'Person 42');
    await screen.findByRole('option', { name: 'Person 42' });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    expect(asked.at(-1)!.get('search')).toBe('Person 42');
    await user.selectOptions(screen.getByLabelText('Person'), 'u-42');
    expect(screen.getByText('u-42')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Find someone'));
    await user.type(screen.getByLabelText('Find someone'), 'nobody at all');
    expect(await screen.findByText('Nobody matches')).toBeInTheDocument();
    expect(screen.getByLabelText('Person')).toHaveValue('u-42');
    expect(screen.getByRole('option', { name: 'Person 42' })).toBeInTheDocument();
  });
});
