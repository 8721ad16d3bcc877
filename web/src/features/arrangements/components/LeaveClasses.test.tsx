// Issue 45: the applicant's own application shows who takes each of its classes, live; a class a colleague
// declined may be left to the HOD.
import type { ArrangementDto, LeaveDto } from '@leave/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { employeeUser, pendingLeave } from '@/test/fixtures';
import { ok } from '@/test/mock-api';
import { renderLiveApp } from '@/test/render-live-app';

const covered: LeaveDto = { ...pendingLeave, coverage: { covered: 1, total: 2 } };
const base: ArrangementDto = {
  _id: 'a1',
  leaveId: covered._id,
  date: '2026-12-09',
  period: 1,
  start: '09:00',
  end: '09:50',
  className: 'II CSE-A',
  subject: 'Data Structures',
  department: 'Computer Science & Engineering (CSE)',
  absent: { _id: employeeUser._id, name: employeeUser.name },
  substitute: { _id: 'u-anil', name: 'Anil K' },
  status: 'accepted',
};

describe("the applicant's classes", () => {
  it('lists who takes each class and leaves a declined one to the HOD', async () => {
    let arrangements: ArrangementDto[] = [base, { ...base, _id: 'a2', period: 2, start: '10:00', end: '10:50', className: 'III CSE-B', status: 'declined' }];
    const app = renderLiveApp({
      path: `/employee/history?leave=${covered._id}`,
      signedInAs: employeeUser,
      api: {
        'GET /leaves/my-leaves': ok({ leaves: [covered] }),
        'GET /leaves/:id': ok({ leave: covered }),
        'GET /arrangements': () => ok({ arrangements, total: arrangements.length }),
        'GET /arrangements/:id/candidates': ok({ candidates: [] }),
        'PUT /arrangements/:id': () => {
          arrangements = [arrangements[0]!, { ...arrangements[1]!, substitute: null, status: 'open' }];
          return ok({});
        },
      },
    });
    const dialog = within(await screen.findByRole('dialog', { name: 'Leave Application Details' }));
    const classes = within(await dialog.findByRole('region', { name: 'Who takes my classes' }));
    expect(classes.getAllByText(/Taken by Anil K/)).toHaveLength(2);
    expect(classes.getByText('Declined')).toBeInTheDocument();
    await app.user.click(classes.getByRole('button', { name: 'Leave III CSE-B, period 2 on 9 Dec 2026 to the HOD' }));
    expect((await classes.findAllByText(/HOD to arrange/)).length).toBeGreaterThan(0);
    const put = app.api.calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/arrangements/a2');
    expect(put?.body).toEqual({ substituteId: null });
    expect(app.api.calls.some((call) => call.method === 'GET' && call.path === '/arrangements' && call.query.get('leaveId') === covered._id)).toBe(true);
    await waitFor(() => expect(classes.queryByRole('button', { name: /to the HOD$/ })).not.toBeInTheDocument());
  });

  it('asks another colleague free then for a class a colleague declined', async () => {
    let arrangements: ArrangementDto[] = [{ ...base, status: 'declined' }];
    const app = renderLiveApp({
      path: `/employee/history?leave=${covered._id}`,
      signedInAs: employeeUser,
      api: {
        'GET /leaves/my-leaves': ok({ leaves: [covered] }),
        'GET /leaves/:id': ok({ leave: covered }),
        'GET /arrangements': () => ok({ arrangements, total: arrangements.length }),
        'GET /arrangements/:id/candidates': ok({ candidates: [{ _id: 'u-meena', name: 'Meena K', substitutionsThisTerm: 1 }] }),
        'PUT /arrangements/:id': () => {
          arrangements = [{ ...arrangements[0]!, substitute: { _id: 'u-meena', name: 'Meena K' }, status: 'requested' }];
          return ok({});
        },
      },
    });
    const classes = within(await screen.findByRole('region', { name: 'Who takes my classes' }));
    const ask = classes.getByLabelText('Ask someone else to take II CSE-A, period 1 on 9 Dec 2026');
    await within(ask).findByRole('option', { name: 'Meena K (1 this term)' });
    await app.user.selectOptions(ask, 'u-meena');
    expect(await classes.findByText('Asked, waiting for the answer')).toBeInTheDocument();
    expect(app.api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ substituteId: 'u-meena' });
    expect(classes.getByText(/Taken by Meena K/)).toBeInTheDocument();
  });
});
