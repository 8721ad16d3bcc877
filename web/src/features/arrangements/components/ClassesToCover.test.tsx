// Issue 45, 'Classes to cover': the substitute's list (GET /arrangements?mine=true) with Accept and Decline
// on a request waiting for an answer; Decline asks an optional reason in a dialog reached by keyboard; the
// list is fetched again when the server pushes `arrangement:changed`; a refusal shows above the list.
import type { ArrangementDto } from '@leave/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { employeeUser, hodUser } from '@/test/fixtures';
import { fail, ok } from '@/test/mock-api';
import { renderLiveApp } from '@/test/render-live-app';

const REQUESTED: ArrangementDto = {
  _id: 'a1',
  leaveId: 'l1',
  date: '2026-12-09',
  period: 3,
  start: '11:00',
  end: '11:50',
  className: 'II CSE-A',
  subject: 'Data Structures',
  department: 'Computer Science & Engineering (CSE)',
  absent: { _id: 'u-rao', name: 'Dr. Rao' },
  substitute: { _id: employeeUser._id, name: employeeUser.name },
  status: 'requested',
};
const ACCEPTED: ArrangementDto = { ...REQUESTED, _id: 'a2', period: 5, start: '14:00', end: '14:50', className: 'III CSE-B', status: 'accepted' };

describe('the classes to cover', () => {
  it('lists the classes asked and accepts one', async () => {
    let mine = [REQUESTED, ACCEPTED];
    const app = renderLiveApp({
      path: '/employee/classes-to-cover',
      signedInAs: employeeUser,
      api: {
        'GET /arrangements': () => ok({ arrangements: mine }),
        'POST /arrangements/:id/accept': ({ params }) => {
          mine = mine.map((item) => (item._id === params.id ? { ...item, status: 'accepted' as const } : item));
          return ok({ arrangement: mine[0] });
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Classes to cover' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('II CSE-A, period 3 on 9 Dec 2026');
    expect(rows[0]).toHaveTextContent('Waiting for your answer');
    expect(rows[0]).toHaveTextContent('For Dr. Rao, who is on leave');
    expect(within(rows[1]!).queryByRole('button', { name: /Accept/ })).toBeNull();
    expect(screen.getByText('1 waiting')).toBeInTheDocument();
    expect(app.api.calls.find((call) => call.path === '/arrangements')?.query.get('mine')).toBe('true');

    await app.user.click(screen.getByRole('button', { name: 'Accept II CSE-A, period 3 on 9 Dec 2026' }));
    await waitFor(() => expect(screen.getByText('0 waiting')).toBeInTheDocument());
    expect(within(screen.getByRole('list', { name: 'Classes to cover' })).getAllByText('Accepted')).toHaveLength(2);
  });

  it('declines with a reason given in a dialog, by keyboard', async () => {
    const app = renderLiveApp({
      path: '/hod/classes-to-cover',
      signedInAs: hodUser,
      api: { 'GET /arrangements': ok({ arrangements: [{ ...REQUESTED, substitute: { _id: hodUser._id, name: hodUser.name } }] }), 'POST /arrangements/:id/decline': ok({}) },
    });
    const decline = await screen.findByRole('button', { name: 'Decline II CSE-A, period 3 on 9 Dec 2026' });
    decline.focus();
    await app.user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Decline this class?' });
    const reason = within(dialog).getByLabelText(/Reason \(optional\)/);
    expect(reason).toHaveFocus();
    await app.user.keyboard('I have a lab then');
    await app.user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = app.api.calls.find((call) => call.method === 'POST' && call.path === '/arrangements/a1/decline');
    expect(sent?.body).toEqual({ reason: 'I have a lab then' });
  });

  it('shows the refusal and follows arrangement:changed', async () => {
    let mine: ArrangementDto[] = [REQUESTED];
    const app = renderLiveApp({
      path: '/employee/classes-to-cover',
      signedInAs: employeeUser,
      api: { 'GET /arrangements': () => ok({ arrangements: mine }), 'POST /arrangements/:id/accept': fail(409, 'You cover III ECE-B then') },
    });
    await screen.findByText('II CSE-A, period 3 on 9 Dec 2026');
    await app.user.click(screen.getByRole('button', { name: 'Accept II CSE-A, period 3 on 9 Dec 2026' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You cover III ECE-B then');

    app.server(() => app.sockets.current.accept());
    const released: ArrangementDto = { ...REQUESTED, status: 'released' };
    mine = [released];
    app.server(() => app.sockets.current.emit('arrangement:changed', { arrangement: released, position: 12, event: { type: 'ArrangementReleased', actor: { _id: 'u-rao', name: 'Dr. Rao', role: 'employee' }, occurredAt: '2026-12-07T10:00:00.000Z' } }));
    expect(await screen.findByText('Released: the leave no longer stands')).toBeInTheDocument();
  });
});
