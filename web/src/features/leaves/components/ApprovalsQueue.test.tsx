import type { LeaveChangePayload, LeaveDto, StandInDto } from '@leave/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, apiFor, employeeUser, fakeToken, hodUser, routedLeave, secondEmployee } from '@/test/fixtures';
import { fail, ok, type MockRoutes } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { renderLiveApp } from '@/test/render-live-app';

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

  it("asks why classes may stay uncovered when the server refuses the approval for them, and approves again with the reason (issue 45)", async () => {
    const refusal = fail(409, 'Classes not covered: 1 of 2 periods', [{ field: 'uncoveredReason', msg: 'Classes not covered: 1 of 2 periods' }]);
    const { user, api } = renderApp({
      path: '/employee/approvals',
      token: fakeToken(),
      api: principalApi({ 'POST /leaves/:id/decisions': (call) => ((call.body as { uncoveredReason?: string }).uncoveredReason ? ok({ leave: { ...routedLeave, version: 3, awaiting: { office: 'admin', name: 'Admin' } } }) : refusal) }),
    });
    await user.click((await routedRow()).getByRole('button', { name: `Approve application of ${routedLeave.employee.name}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Classes not covered' }));
    expect(dialog.getByText('Classes not covered: 1 of 2 periods')).toBeInTheDocument();
    // Not the refusal above the list: the dialog asks instead.
    expect(screen.queryByText('Classes not covered: 1 of 2 periods', { selector: '.approvals__error' })).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Approve Anyway' }));
    expect(dialog.getByText('Please say why the classes need not be covered')).toBeInTheDocument();
    await user.type(dialog.getByLabelText(/Why may the classes stay uncovered/), 'Lab closed for the audit that day');
    await user.click(dialog.getByRole('button', { name: 'Approve Anyway' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Classes not covered' })).not.toBeInTheDocument());
    const posts = api.calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.body)).toEqual([{ decision: 'approve' }, { decision: 'approve', uncoveredReason: 'Lab closed for the audit that day' }]);
    expect(posts[1]!.headers.get('If-Match')).toBe('"2"');
  });

  it('asks the same from the details dialog, and closes both once approved', async () => {
    const { user, api } = renderApp({
      path: '/employee/approvals',
      token: fakeToken(),
      api: principalApi({
        'POST /leaves/:id/decisions': (call) =>
          (call.body as { uncoveredReason?: string }).uncoveredReason
            ? ok({ leave: { ...routedLeave, version: 3, awaiting: { office: 'admin', name: 'Admin' } } })
            : fail(409, 'Classes not covered: 2 of 2 periods', [{ field: 'uncoveredReason', msg: 'Classes not covered: 2 of 2 periods' }]),
      }),
    });
    await user.click((await routedRow()).getByRole('button', { name: `View application of ${routedLeave.employee.name}` }));
    const details = within(await screen.findByRole('dialog', { name: 'Leave Application Details' }));
    await user.click(details.getByRole('button', { name: 'Approve' }));
    const asking = within(await screen.findByRole('dialog', { name: 'Classes not covered' }));
    await user.type(asking.getByLabelText(/Why may the classes stay uncovered/), 'Exams are over; revision classes only');
    await user.click(asking.getByRole('button', { name: 'Approve Anyway' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave Application Details' })).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({ decision: 'approve', uncoveredReason: 'Exams are over; revision classes only' });
  });

  it("fetches a stand-in's Approvals again when an application changes, as the holder's (issue 43)", async () => {
    const naming: StandInDto = {
      _id: 's-office',
      hod: null,
      office: { code: 'principal', name: 'Principal' },
      holder: { _id: secondEmployee._id, name: secondEmployee.name },
      standIn: { _id: employeeUser._id, name: employeeUser.name, role: 'employee' },
      department: null,
      from: '2026-12-01',
      to: '2026-12-31',
      active: true,
    };
    let waiting: LeaveDto[] = [];
    const app = renderLiveApp({
      path: '/employee/approvals',
      signedInAs: employeeUser,
      api: {
        'GET /offices': ok({ offices: [principalOffice] }),
        'GET /stand-ins': ok({ standIns: [naming] }),
        'GET /leaves': (request) => (request.query.get('awaiting') === 'me' ? ok({ leaves: waiting, total: waiting.length }) : ok({ leaves: [] })),
      },
    });
    expect(await screen.findByText('Nothing waits for your decision.')).toBeInTheDocument();
    app.server(() => app.sockets.current.accept());
    // The HOD approved: the Principal's step now waits, and the server tells the holder's stand-in too.
    waiting = [routedLeave];
    const payload: LeaveChangePayload = { leave: routedLeave, event: { type: 'LeaveHodApproved', actor: { _id: hodUser._id, name: hodUser.name, role: 'hod' }, occurredAt: '2026-12-08T09:00:00.000Z' }, position: 12 };
    app.server(() => app.sockets.current.emit('leave:updated', payload));
    expect(await routedRow()).toBeTruthy();
    expect(screen.getByText('1 waiting')).toBeInTheDocument();
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
