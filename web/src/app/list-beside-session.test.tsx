import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, apiFor, employeeUser, fakeToken, hodUser, isLeavePageCall } from '@/test/fixtures';
import { fail, ok, type MockCall, type MockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

/** An answer the test gives when it chooses: the session check stays in flight until then. */
function heldAnswer() {
  let give!: (reply: MockReply) => void;
  const reply = new Promise<MockReply>((resolve) => (give = resolve));
  return { handler: () => reply, give };
}

const query = (call: MockCall | undefined) => Object.fromEntries(call?.query ?? []);

describe("a list screen's request starts beside the session check", { timeout: 20_000 }, () => {
  it("asks for the admin's page of applications that the address names before /auth/me answers, and shows its rows from that one request", async () => {
    const me = heldAnswer();
    const { api } = renderApp({ path: '/admin/applications?status=rejected&search=%20ravi%20', token: fakeToken({ user: adminUser }), api: { ...apiFor(adminUser), 'GET /auth/me': me.handler } });
    expect(await screen.findByText('Loading application...')).toBeInTheDocument();
    await waitFor(() => expect(api.calls.filter(isLeavePageCall)).toHaveLength(1));
    // The arguments the screen's hook derives from the same address (the search trimmed, the first page).
    expect(query(api.calls.find(isLeavePageCall))).toEqual({ status: 'rejected', search: 'ravi', limit: '25', offset: '0' });
    expect(screen.queryByRole('region', { name: 'All leave applications' })).not.toBeInTheDocument();

    me.give(ok({ user: adminUser }));
    const table = await screen.findByRole('region', { name: 'All leave applications' }, { timeout: 15_000 });
    expect(await within(table).findByText('Ravi Kumar')).toBeInTheDocument();
    // The screen found the request in the cache: it did not ask again.
    expect(api.calls.filter(isLeavePageCall)).toHaveLength(1);
  });

  it("starts the HOD's people list the address names (GET /users with its page) before /auth/me answers", async () => {
    const me = heldAnswer();
    const { api } = renderApp({ path: '/hod/employees?role=employee&page=2&department=ECE', token: fakeToken({ user: hodUser }), api: { ...apiFor(hodUser), 'GET /auth/me': me.handler } });
    await waitFor(() => expect(api.calls.some((call) => call.path === '/users')).toBe(true));
    // The HOD's list has no department filter: the server lists their department only.
    expect(query(api.calls.find((call) => call.path === '/users'))).toEqual({ role: 'employee', limit: '25', offset: '25' });
    me.give(ok({ user: hodUser }));
    await screen.findByRole('heading', { name: 'Department Employees' }, { timeout: 15_000 });
    expect(api.calls.filter((call) => call.path === '/users' && call.query.get('offset') === '25')).toHaveLength(1);
  });

  it('starts nothing of a portal that is not the role of the stored token: the session check sends the person to their own', async () => {
    const me = heldAnswer();
    const { api, router } = renderApp({ path: '/admin/applications', token: fakeToken({ user: employeeUser }), api: { ...apiFor(employeeUser), 'GET /auth/me': me.handler } });
    expect(await screen.findByText('Loading application...')).toBeInTheDocument();
    // Time for a request started beside the check to show (the portal's chunk loads first).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.calls.map((call) => call.path)).toEqual(['/auth/me']);
    me.give(ok({ user: employeeUser }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/employee/dashboard'));
    expect(api.calls.filter(isLeavePageCall)).toEqual([]);
  });

  it('ends on the sign-in page after a 401, with no rows shown and no error toast', async () => {
    const me = heldAnswer();
    const { api, router, store } = renderApp({
      path: '/admin/applications',
      token: fakeToken({ user: adminUser }),
      api: { ...apiFor(adminUser), 'GET /auth/me': me.handler, 'GET /leaves': fail(401, 'Session expired') },
    });
    await screen.findByRole('heading', { name: 'Sign In' }, { timeout: 15_000 });
    expect(api.calls.filter(isLeavePageCall)).toHaveLength(1);
    me.give(fail(401, 'Session expired'));
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(screen.queryByRole('region', { name: 'All leave applications' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.calls.map((call) => call.path)).toEqual(expect.arrayContaining(['/auth/config', '/demo/accounts'])));
    expect(store.getState().toasts).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says nothing of the server's 403 when the token's role has changed since: the person lands on their own portal", async () => {
    const me = heldAnswer();
    let refused = 0;
    const hodRoutes = apiFor(hodUser);
    const { api, router, store } = renderApp({
      path: '/admin/applications',
      // The token still says admin; the server knows the person as a HOD now.
      token: fakeToken({ user: adminUser }),
      api: {
        ...hodRoutes,
        'GET /auth/me': me.handler,
        'GET /leaves': (request) => (refused++ === 0 ? fail(403, 'You do not have permission to do this') : (hodRoutes['GET /leaves'] as (r: typeof request) => MockReply)(request)),
      },
    });
    await waitFor(() => expect(refused).toBe(1));
    // The refusal is in: only then does the session check answer.
    await new Promise((resolve) => setTimeout(resolve, 50));
    me.give(ok({ user: hodUser }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hod/dashboard'));
    await screen.findAllByText('HOD Portal', undefined, { timeout: 15_000 });
    expect(api.calls.filter(isLeavePageCall).length).toBeGreaterThanOrEqual(1);
    expect(store.getState().toasts).toEqual([]);
  });
});
