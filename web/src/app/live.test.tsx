import { DEFAULT_POLICY, type LeaveChangePayload, type LeaveDto, type UserDto } from '@leave/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endSession, startSession } from '@/lib/auth/session';
import { makeStore } from '@/app/store';
import { adminUser, allLeaves, apiFor, employeeUser, fakeToken, hodUser, isLeavePageCall, leaveListRoute, pendingLeave, secondEmployee } from '@/test/fixtures';
import { fail, ok } from '@/test/mock-api';
import { stubApi } from '@/test/render-app';
import { fakeSockets } from '@/test/fake-socket';
import { renderLiveApp } from '@/test/render-live-app';

const raviLeave: LeaveDto = {
  ...pendingLeave,
  _id: 'l-ravi',
  id: 'l-ravi',
  employee: { _id: secondEmployee._id, name: secondEmployee.name, employeeId: secondEmployee.employeeId, department: secondEmployee.department, role: 'employee' },
  reason: "My sister's wedding in Madurai",
  appliedAt: '2026-11-25T08:00:00.000Z',
  createdAt: '2026-11-25T08:00:00.000Z',
};

function change(leave: LeaveDto, type: string, actor: UserDto): LeaveChangePayload {
  return { leave, event: { type, actor: { _id: actor._id, name: actor.name, role: actor.role }, occurredAt: '2026-11-25T08:00:00.000Z' }, position: 1 };
}

function rowOf(text: string): HTMLElement {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row holds '${text}'`);
  return row;
}

describe('live queues', () => {
  it("adds a new application to the HOD's open queue, newest first, without refetching the list", async () => {
    let leaves = [pendingLeave];
    const app = renderLiveApp({ path: '/hod/applications', signedInAs: hodUser, api: { 'GET /leaves': leaveListRoute(() => leaves) } });
    const pageFetches = () => app.api.calls.filter(isLeavePageCall).length;
    app.server(() => app.sockets.current.accept());
    await screen.findByText(pendingLeave.reason);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const fetches = pageFetches();

    leaves = [raviLeave, pendingLeave];
    app.server(() => app.sockets.current.emit('leave:created', change(raviLeave, 'LeaveApplied', secondEmployee)));

    expect(await screen.findByText(raviLeave.reason)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pageFetches()).toBe(fetches);
    const table = screen.getByRole('table', { name: 'Department leave applications' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).queryByText(secondEmployee.name) !== null)).toEqual([true, false]);
    // The pending count is the server's: asked again after the push.
    expect(await screen.findByText('2 pending')).toBeInTheDocument();
  });

  it("turns an application 'HOD Approved' on the admin's open queue", async () => {
    const app = renderLiveApp({ path: '/admin/applications', signedInAs: adminUser });
    app.server(() => app.sockets.current.accept());
    await screen.findByText(pendingLeave.reason);
    expect(within(rowOf(pendingLeave.reason)).getByText('Pending')).toBeInTheDocument();

    const approved: LeaveDto = { ...pendingLeave, status: 'hodApproved', hodApprovedBy: { _id: hodUser._id, name: hodUser.name }, version: 2 };
    app.server(() => app.sockets.current.emit('leave:updated', change(approved, 'LeaveHodApproved', hodUser)));

    expect(await within(rowOf(pendingLeave.reason)).findByText('HOD Approved')).toBeInTheDocument();
    // An older version arriving late does not undo it.
    app.server(() => app.sockets.current.emit('leave:updated', change(pendingLeave, 'LeaveApplied', employeeUser)));
    expect(within(rowOf(pendingLeave.reason)).getByText('HOD Approved')).toBeInTheDocument();
  });

  it("takes an application the employee withdrew off the HOD's queue, without a reload", async () => {
    const app = renderLiveApp({ path: '/hod/applications', signedInAs: hodUser, api: { 'GET /leaves': leaveListRoute(() => [raviLeave, pendingLeave]) } });
    app.server(() => app.sockets.current.accept());
    await screen.findByText(raviLeave.reason);
    expect(screen.getByText(pendingLeave.reason)).toBeInTheDocument();

    const withdrawn: LeaveDto = { ...raviLeave, status: 'withdrawn', version: 2 };
    app.server(() => app.sockets.current.emit('leave:updated', change(withdrawn, 'LeaveWithdrawn', secondEmployee)));

    await waitFor(() => expect(screen.queryByText(raviLeave.reason)).not.toBeInTheDocument());
    expect(screen.getByText(pendingLeave.reason)).toBeInTheDocument();
  });

  it('refetches what the screen shows after a reconnection, so a change made meanwhile appears', async () => {
    let leaves = [pendingLeave];
    const app = renderLiveApp({ path: '/hod/applications', signedInAs: hodUser, api: { 'GET /leaves': leaveListRoute(() => leaves) } });
    const pageFetches = () => app.api.calls.filter(isLeavePageCall).length;
    app.server(() => app.sockets.current.accept());
    await screen.findByText(pendingLeave.reason);
    await waitFor(() => expect(pageFetches()).toBeGreaterThan(0));

    app.server(() => app.sockets.current.drop());
    leaves = [raviLeave, pendingLeave];
    const before = pageFetches();
    app.server(() => app.sockets.current.accept());

    expect(await screen.findByText(raviLeave.reason)).toBeInTheDocument();
    expect(pageFetches()).toBe(before + 1);
  });

  it('does not refetch after a reconnection the server resumed: the missed messages came first', async () => {
    let leaves = [pendingLeave];
    const app = renderLiveApp({ path: '/hod/applications', signedInAs: hodUser, api: { 'GET /leaves': leaveListRoute(() => leaves) } });
    const pageFetches = () => app.api.calls.filter(isLeavePageCall).length;
    app.server(() => app.sockets.current.accept({ position: 10, resumed: false }));
    await screen.findByText(pendingLeave.reason);
    await new Promise((resolve) => setTimeout(resolve, 50));

    app.server(() => app.sockets.current.drop());
    leaves = [raviLeave, pendingLeave];
    const before = pageFetches();
    app.server(() => {
      app.sockets.current.accept({ position: 11, resumed: true });
      app.sockets.current.emit('leave:created', change(raviLeave, 'LeaveApplied', secondEmployee));
    });

    expect(await screen.findByText(raviLeave.reason)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pageFetches()).toBe(before);
    expect(app.sockets.current.handshakes.at(-1)).toMatchObject({ since: 10 });
  });
});

describe('the live indicator', () => {
  it("says 'Live' while connected and 'Reconnecting…' while the connection is down", async () => {
    const app = renderLiveApp({ path: '/employee/dashboard', signedInAs: employeeUser });
    expect(await screen.findByText('Connecting…')).toHaveAttribute('role', 'status');

    app.server(() => app.sockets.current.accept());
    expect(await screen.findByText('Live')).toHaveAttribute('role', 'status');

    app.server(() => app.sockets.current.drop());
    expect(await screen.findByText('Reconnecting…')).toHaveAttribute('role', 'status');

    app.server(() => app.sockets.current.accept());
    expect(await screen.findByText('Live')).toBeInTheDocument();
    expect(app.sockets.made).toHaveLength(1);
  });
});

describe("the employee's notifications", () => {
  it('toasts a decision on their own application and shows its new status', async () => {
    const app = renderLiveApp({ path: '/employee/dashboard', signedInAs: employeeUser, api: { 'GET /leaves/my-leaves': ok({ leaves: [pendingLeave] }) } });
    app.server(() => app.sockets.current.accept());
    await screen.findByText(/Applied on/);

    const approved: LeaveDto = { ...pendingLeave, status: 'approved', approvedBy: { _id: adminUser._id, name: adminUser.name }, version: 3 };
    app.server(() => app.sockets.current.emit('leave:updated', change(approved, 'LeaveApproved', adminUser)));

    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(notifications).findByText('Your CL application (Dec 7 - Dec 8, 2026) was approved by Asha Admin')).toBeInTheDocument();
    const recent = screen.getByText(/Applied on/).closest('li');
    expect(within(recent!).getByText('Approved')).toBeInTheDocument();
  });

  it("says nothing about a colleague's application", async () => {
    const app = renderLiveApp({ path: '/employee/dashboard', signedInAs: employeeUser });
    app.server(() => app.sockets.current.accept());
    await screen.findByText('Live');
    app.server(() => app.sockets.current.emit('leave:updated', change({ ...raviLeave, status: 'approved' }, 'LeaveApproved', adminUser)));
    expect(within(screen.getByRole('region', { name: 'Notifications' })).queryByText(/application/)).not.toBeInTheDocument();
  });

  it('reloads the balances and the session user on balance:updated', async () => {
    const app = renderLiveApp({ path: '/employee/dashboard', signedInAs: employeeUser });
    app.server(() => app.sockets.current.accept());
    await waitFor(() => expect(app.callsTo('GET', '/users/current-leave-balances')).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const [balances, me] = [app.callsTo('GET', '/users/current-leave-balances'), app.callsTo('GET', '/auth/me')];

    app.server(() => app.sockets.current.emit('balance:updated', { leaveBalance: { cl: 4, scl: 4, el: 12, hpl: 20, ccl: 7 }, position: 2 }));

    await waitFor(() => expect(app.callsTo('GET', '/users/current-leave-balances')).toBe(balances + 1));
    await waitFor(() => expect(app.callsTo('GET', '/auth/me')).toBe(me + 1));
  });
});

describe('live user lists', () => {
  it('reloads the employee list on users:changed', async () => {
    const app = renderLiveApp({ path: '/admin/employees', signedInAs: adminUser });
    app.server(() => app.sockets.current.accept());
    await waitFor(() => expect(app.callsTo('GET', '/users')).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const before = app.callsTo('GET', '/users');
    app.server(() => app.sockets.current.emit('users:changed', { position: 3 }));
    // The page shown and the register's count are asked again.
    await waitFor(() => expect(app.callsTo('GET', '/users')).toBeGreaterThanOrEqual(before + 2));
  });
});

describe('the policy on open screens', () => {
  it('reads the policy in force again on policy:changed, so a new type shows without a reload', async () => {
    const app = renderLiveApp({ path: '/employee/apply-leave', signedInAs: employeeUser, api: { 'GET /policy': ok({ policy: DEFAULT_POLICY, version: 1, effectiveFrom: '2000-01-01', timeZone: 'Asia/Kolkata' }) } });
    app.server(() => app.sockets.current.accept());
    await waitFor(() => expect(app.callsTo('GET', '/policy')).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const before = app.callsTo('GET', '/policy');
    app.server(() => app.sockets.current.emit('policy:changed', { position: 4 }));
    await waitFor(() => expect(app.callsTo('GET', '/policy')).toBeGreaterThan(before));
  });
});

describe('the session and its socket', () => {
  it('closes the socket on sign-out and opens one with the new token after sign-in', () => {
    stubApi(apiFor(hodUser));
    const sockets = fakeSockets();
    const store = makeStore({ auth: { token: 'token-1', user: hodUser, status: 'authenticated' }, liveSocket: sockets.factory });
    expect(sockets.made.map((socket) => socket.token)).toEqual(['token-1']);

    store.dispatch(endSession());
    expect(sockets.current.closedByClient).toBe(true);
    expect(store.getState().live.status).toBe('offline');

    store.dispatch(startSession({ token: 'token-2', user: hodUser }));
    expect(sockets.made.map((socket) => socket.token)).toEqual(['token-1', 'token-2']);
  });

  it('opens no socket while the stored session is still loading', () => {
    const sockets = fakeSockets();
    makeStore({ auth: { token: fakeToken(), user: null, status: 'loading' }, liveSocket: sockets.factory });
    expect(sockets.made).toHaveLength(0);
  });

  it('checks the session when the server refuses the socket, and a revoked token ends at /login without a retry', async () => {
    let revoked = false;
    const app = renderLiveApp({
      path: '/hod/applications',
      signedInAs: hodUser,
      api: { 'GET /auth/me': () => (revoked ? fail(401, 'Unauthorized') : ok({ user: hodUser })), 'GET /leaves': ok({ leaves: allLeaves }) },
    });
    await screen.findByText(pendingLeave.reason);
    revoked = true;
    app.server(() => app.sockets.current.refuse());

    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/login');
    expect(app.sockets.made).toHaveLength(1);
    expect(app.sockets.current.connects).toBe(0);
  });
});

describe('the Excel import', () => {
  function workbook() {
    return new File([new Uint8Array(2048)], 'staff.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  }

  async function upload(app: ReturnType<typeof renderLiveApp>) {
    await app.user.upload(await screen.findByLabelText('Excel file to import'), workbook());
    await app.user.click(screen.getByRole('button', { name: 'Upload and Import' }));
  }

  it('shows the progress of the running upload', async () => {
    const app = renderLiveApp({ path: '/admin/excel-upload', signedInAs: adminUser, api: { 'POST /excel/upload': { delayMs: Infinity } } });
    app.server(() => app.sockets.current.accept());
    await upload(app);

    app.server(() => app.sockets.current.emit('import:progress', { jobId: 'job-1', processed: 40, total: 100 }));

    expect(await screen.findByText('40 of 100 rows processed')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Import progress' }) as HTMLProgressElement;
    expect([bar.value, bar.max]).toEqual([40, 100]);
  });

  /** An upload the server answers 202 with the job id: the import goes on on the server. */
  async function queuedUpload(jobId: string) {
    const app = renderLiveApp({
      path: '/admin/excel-upload',
      signedInAs: adminUser,
      api: { 'POST /excel/upload': { status: 202, body: { success: true, message: 'The file is still being imported.', data: { jobId } } } },
    });
    app.server(() => app.sockets.current.accept());
    await upload(app);
    await screen.findByText(/the import continues on the server/);
    return app;
  }

  it('follows an upload answered 202 by its job id, and shows the result import:done brings', async () => {
    const app = await queuedUpload('job-2');

    app.server(() => app.sockets.current.emit('import:progress', { jobId: 'someone-else', processed: 5, total: 10 }));
    expect(screen.queryByText('5 of 10 rows processed')).not.toBeInTheDocument();
    app.server(() => app.sockets.current.emit('import:progress', { jobId: 'job-2', processed: 300, total: 400 }));
    expect(await screen.findByText('300 of 400 rows processed')).toBeInTheDocument();

    app.server(() =>
      app.sockets.current.emit('import:done', { jobId: 'job-2', result: { message: 'Imported 399 employees', successful: 399, errors: [{ row: 7, errors: ['Invalid email'] }], existingEmails: [] } }),
    );

    expect(await screen.findByText('Imported 399 employees')).toBeInTheDocument();
    expect(screen.getByText('Row 7: Invalid email')).toBeInTheDocument();
    expect(screen.queryByText(/the import continues on the server/)).not.toBeInTheDocument();
  });

  it('shows the reason when an import answered 202 then fails for good', async () => {
    const app = await queuedUpload('job-3');
    const reason = 'Row 812 could not be imported: the database refused it (value too long). The import stopped there and will not be retried.';

    app.server(() => app.sockets.current.emit('import:done', { jobId: 'job-3', result: { message: reason, successful: 0, errors: [], existingEmails: [] }, failed: true }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Import failed');
    expect(alert).toHaveTextContent(reason);
    expect(screen.queryByText('Import Result')).not.toBeInTheDocument();
  });
});
