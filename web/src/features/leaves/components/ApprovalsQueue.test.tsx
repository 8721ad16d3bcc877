import type { LeaveDto } from '@leave/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, apiFor, fakeToken, hodUser, routedLeave, secondEmployee } from '@/test/fixtures';
import { fail, ok, type MockRoutes } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const principalOffice = { code: 'principal', name: 'Principal', holders: [{ _id: secondEmployee._id, name: secondEmployee.name }] };

/** The Principal (an employee holding the office) with `routedLeave` waiting for them. */
function principalApi(extra: MockRoutes = {}): MockRoutes {
  return {
    ...apiFor(secondEmployee),
    'GET /offices': ok({ offices: [{ code: 'hod', name: 'HOD', holders: [] }, principalOffice] }),
    'GET /leaves': (request) => (request.query.get('awaiting') === 'me' ? ok({ leaves: [routedLeave], total: 1 }) : fail(403, 'You do not have permission to do this')),
    'GET /leaves/:id': ok({ leave: routedLeave }),
    ...extra,
  };
}

async function routedRow() {
  const row = (await screen.findByText(routedLeave.reason)).closest('tr');
  if (!row) throw new Error('No row for the routed application');
  return within(row);
}

describe("an office holder's approvals", () => {
  it('shows an office holder Approvals in their own portal, with what waits for them and the step it waits at', async () => {
    renderApp({ path: '/employee/approvals', token: fakeToken(), api: principalApi() });
    expect(await screen.findByRole('heading', { name: 'Approvals' })).toBeInTheDocument();
    expect((await screen.findAllByRole('link', { name: /Approvals/ })).length).toBeGreaterThan(0);
    const row = await routedRow();
    expect(row.getByText('Principal')).toBeInTheDocument();
    expect(screen.getByText('1 waiting')).toBeInTheDocument();
  });

  it('approves the waiting step through POST /leaves/:id/decisions with the version seen', async () => {
    const approved: LeaveDto = { ...routedLeave, version: 3, awaiting: { office: 'admin', name: 'Admin' } };
    const { user, api } = renderApp({ path: '/employee/approvals', token: fakeToken(), api: principalApi({ 'POST /leaves/:id/decisions': ok({ leave: approved }) }) });
    await user.click((await routedRow()).getByRole('button', { name: `Approve application of ${routedLeave.employee.name}` }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    const post = api.calls.find((call) => call.method === 'POST')!;
    expect(post.path).toBe(`/leaves/${routedLeave._id}/decisions`);
    expect(post.body).toEqual({ decision: 'approve' });
    expect(post.headers.get('If-Match')).toBe('"2"');
  });

  it("shows the server's refusal: the 409 of an anyOf step someone else decided", async () => {
    const { user } = renderApp({
      path: '/employee/approvals',
      token: fakeToken(),
      api: principalApi({ 'POST /leaves/:id/decisions': fail(409, 'This step was already decided by Dr. Iyer') }),
    });
    await user.click((await routedRow()).getByRole('button', { name: `Approve application of ${routedLeave.employee.name}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This step was already decided by Dr. Iyer');
  });

  it('asks for the reason of a rejection before sending it, then sends it', async () => {
    const { user, api } = renderApp({ path: '/employee/approvals', token: fakeToken(), api: principalApi({ 'POST /leaves/:id/decisions': ok({ leave: { ...routedLeave, status: 'rejected', version: 3, awaiting: null } }) }) });
    await user.click((await routedRow()).getByRole('button', { name: `Reject application of ${routedLeave.employee.name}` }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await dialog.findByText('Please provide a reason for rejection')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    await user.type(dialog.getByLabelText(/Rejection Reason/), 'Examinations that week');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ decision: 'reject', reason: 'Examinations that week' }));
  });

  it("opens the notification's link /approvals?leave=<id> in the holder's portal, with the route as steps", async () => {
    const { router } = renderApp({ path: `/approvals?leave=${routedLeave._id}`, token: fakeToken(), api: principalApi() });
    const dialog = within(await screen.findByRole('dialog'));
    expect(router.state.location.pathname).toBe('/employee/approvals');
    const steps = within(dialog.getByRole('region', { name: 'Approval route' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([expect.stringMatching(/^HOD\s*Approved\s*Approved by Harish Head/), expect.stringMatching(/^Principal\s*Waiting\s*Ravi Kumar/), expect.stringMatching(/^Admin\s*Upcoming/)]);
  });

  it('offers Approvals to nobody who holds no office and stands in for nobody', async () => {
    renderApp({ path: '/hod/dashboard', token: fakeToken(), api: { ...apiFor(hodUser), 'GET /offices': ok({ offices: [principalOffice] }) } });
    expect((await screen.findAllByRole('link', { name: /Dashboard/ })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: /Approvals/ })).toBeNull();
  });

  it("shows the admin's Offices screen with the holders, and names another", async () => {
    const { user, api } = renderApp({
      path: '/admin/offices',
      token: fakeToken(),
      api: { ...apiFor(adminUser), 'GET /offices': ok({ offices: [principalOffice] }), 'PUT /offices/:code': ok({ office: principalOffice }) },
    });
    const holders = within(await screen.findByRole('list', { name: 'Holders of Principal' }));
    await user.click(holders.getByRole('button', { name: `Remove ${secondEmployee.name} from Principal` }));
    await waitFor(() => expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ holderIds: [] }));
    expect(api.calls.find((call) => call.method === 'PUT')?.path).toBe('/offices/principal');
  });
});
