// Issue 25: after a password change the app sometimes signed the person out at once: a request still
// carrying the old token answered 401, and any 401 ended the session. The fresh token the change answers
// with is kept, and a 401 for a token already replaced is retried with the current one.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { api } from '@/lib/api';
import { TOKEN_STORAGE_KEY } from '@/config/constants';
import { createMockFetch, fail, ok } from '@/test/mock-api';
import { employeeUser } from '@/test/fixtures';
import { changePasswordApi } from '@/features/profile/api/change-password';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({ probeLeaves: build.query<unknown, void>({ query: () => '/leaves/my-leaves' }) }),
});

const OLD = 'old-token';
const FRESH = 'fresh-token';

describe('a token replaced by a password change', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('keeps the person signed in with the fresh token when a request made with the old one answers 401', async () => {
    let releaseSlow: () => void = () => undefined;
    const slowGate = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    const mock = createMockFetch({
      // The old token stops working the moment the password changes; this request was sent before.
      'GET /leaves/my-leaves': async ({ headers }) => {
        if (headers.get('authorization') === `Bearer ${OLD}`) {
          await slowGate;
          return fail(401, 'Session expired');
        }
        return ok({ leaves: [] });
      },
      'PUT /auth/change-password': ok({ token: FRESH }, 'Password changed successfully'),
    });
    vi.stubGlobal('fetch', mock.fetch);
    window.localStorage.setItem(TOKEN_STORAGE_KEY, OLD);
    const store = makeStore({ auth: { token: OLD, user: employeeUser, status: 'authenticated' } });

    const inFlight = store.dispatch(probeApi.endpoints.probeLeaves.initiate());
    await vi.waitFor(() => expect(mock.calls.some((call) => call.path === '/leaves/my-leaves')).toBe(true));
    const changed = await store.dispatch(changePasswordApi.endpoints.changePassword.initiate({ currentPassword: 'old secret 1', newPassword: 'new secret 2' }));
    expect(changed.data).toEqual({ token: FRESH });
    releaseSlow();
    const answer = await inFlight;

    expect(answer.isSuccess).toBe(true);
    expect(store.getState().auth).toMatchObject({ token: FRESH, status: 'authenticated' });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(FRESH);
    const retried = mock.calls.filter((call) => call.path === '/leaves/my-leaves').map((call) => call.headers.get('authorization'));
    expect(retried).toEqual([`Bearer ${OLD}`, `Bearer ${FRESH}`]);
  });

  it('still ends the session on a 401 for the token in use', async () => {
    vi.stubGlobal('fetch', createMockFetch({ 'GET /leaves/my-leaves': fail(401, 'Session expired') }).fetch);
    window.localStorage.setItem(TOKEN_STORAGE_KEY, OLD);
    const store = makeStore({ auth: { token: OLD, user: employeeUser, status: 'authenticated' } });
    await store.dispatch(probeApi.endpoints.probeLeaves.initiate());
    expect(store.getState().auth.status).not.toBe('authenticated');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
