// Renders the real app (routes, guards, store, RTK Query) signed in, with the api stubbed at fetch and
// the session's socket replaced by a fake the test drives.
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserDto } from '@leave/domain';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { TransScope } from '@/lib/i18n/TransScope';
import { routes } from '@/app/routes';
import { makeStore } from '@/app/store';
import { apiFor, fakeToken } from '@/test/fixtures';
import type { MockRoutes } from '@/test/mock-api';
import { stubApi } from '@/test/render-app';
import { fakeSockets } from './fake-socket';

export function renderLiveApp({ path, signedInAs, api = {} }: { path: string; signedInAs: UserDto; api?: MockRoutes }) {
  const mock = stubApi({ ...apiFor(signedInAs), ...api });
  const sockets = fakeSockets();
  const token = fakeToken({ user: signedInAs });
  const store = makeStore({ auth: { token, user: signedInAs, status: 'authenticated' }, liveSocket: sockets.factory });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <TransScope>
      <AppProvider store={store}>
        <RouterProvider router={router} />
      </AppProvider>
    </TransScope>,
  );
  const callsTo = (method: string, path: string) => mock.calls.filter((call) => call.method === method && call.path === path).length;
  /** Runs a server-side act of the socket inside React's act, so the screen settles. */
  const server = (play: () => void) => act(play);
  return { ...view, store, router, api: mock, sockets, token, user: userEvent.setup(), callsTo, server };
}
