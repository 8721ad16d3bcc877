// Issue 45: the apply form names the classes the applicant takes for colleagues in the days chosen (half
// days by the policy's hours), which applying hands back; nothing when the days hold none.
import type { ArrangementDto } from '@leave/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiFor, employeeUser, fakeToken } from '@/test/fixtures';
import { ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { fixAppToday } from '@/test/today';

const TAKEN: ArrangementDto = {
  _id: 'a1',
  leaveId: 'l-rao',
  date: '2026-12-07',
  period: 2,
  start: '10:00',
  end: '10:50',
  className: 'III CSE-B',
  subject: 'Compilers',
  department: employeeUser.department!,
  absent: { _id: 'u-rao', name: 'Dr. Rao' },
  substitute: { _id: employeeUser._id, name: employeeUser.name },
  status: 'accepted',
};

describe('the classes an application hands back', () => {
  fixAppToday('2026-12-01');

  it('are named on the apply form for the days chosen, and not for an afternoon that holds none', async () => {
    const { user } = renderApp({ path: '/employee/apply-leave', token: fakeToken(), api: { ...apiFor(employeeUser), 'GET /arrangements': ok({ arrangements: [TAKEN], total: 1 }) } });
    const select = await screen.findByLabelText(/Leave Type/);
    await user.selectOptions(select, 'cl');
    await user.type(screen.getByLabelText(/Start Date/), '2026-12-07');
    await user.type(screen.getByLabelText(/End Date/), '2026-12-07');
    expect(await screen.findByText('Classes you take for colleagues then')).toBeInTheDocument();
    expect(screen.getByText('Applying hands these classes back: each teacher is told and asks someone else.')).toBeInTheDocument();
    expect(screen.getByText(/^III CSE-B, period 2, on .* \(for Dr\. Rao\)$/)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(/^Half day/), 'second');
    expect(screen.queryByText('Classes you take for colleagues then')).toBeNull();
  });
});
