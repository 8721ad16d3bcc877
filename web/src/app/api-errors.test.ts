import { afterEach, describe, expect, it, vi } from 'vitest';
import { UI_MESSAGES } from '@leave/domain';
import { makeStore } from './store';
import { api } from '@/lib/api';
import { createMockFetch } from '@/test/mock-api';

// A throw-away endpoint on the app's one api: what any screen's call would meet.
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({ probe: build.query<unknown, void>({ query: () => '/users' }) }),
});

describe('the api layer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reports a 403 as a permission problem in an error toast, with the server’s words', async () => {
    vi.stubGlobal('fetch', createMockFetch({ 'GET /users': { status: 403, body: { success: false, message: 'You do not have permission to do this' } } }).fetch);
    const store = makeStore({ auth: { token: 'x', user: null, status: 'authenticated' } });
    await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(store.getState().toasts.map((t) => [t.kind, t.message])).toEqual([['error', 'You do not have permission to do this']]);
  });

  it('falls back to the domain’s permission text when a 403 says nothing', async () => {
    vi.stubGlobal('fetch', createMockFetch({ 'GET /users': { status: 403, body: {} } }).fetch);
    const store = makeStore({ auth: { token: 'x', user: null, status: 'authenticated' } });
    await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(store.getState().toasts.map((t) => t.message)).toEqual([UI_MESSAGES.permissionDenied]);
  });
});
