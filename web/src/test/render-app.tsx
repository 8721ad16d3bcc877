// Renders the real app (routes, guards, store) at a path, with the api stubbed at fetch.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { TransScope } from '@/lib/i18n/TransScope';
import { useLanguage } from '@/lib/i18n/use-language';
import { useSessionLanguage } from '@/lib/i18n/use-session-language';
import { routes } from '@/app/routes';
import { makeStore } from '@/app/store';
import { TOKEN_STORAGE_KEY } from '@/config/constants';
import { initialAuthState } from '@/lib/auth/auth-slice';
import type { UserDto } from '@leave/domain';
import { createMockFetch, type MockRoutes } from './mock-api';

export function stubApi(apiRoutes: MockRoutes) {
  const mock = createMockFetch(apiRoutes);
  vi.stubGlobal('fetch', vi.fn(mock.fetch));
  return mock;
}

/** The router drawn again when the language changes, in the person's language once signed in: as the app's (web/src/app/App.tsx). */
function LocalisedRouter({ router }: { router: ReturnType<typeof createMemoryRouter> }) {
  const locale = useLanguage();
  useSessionLanguage();
  return <RouterProvider key={locale} router={router} />;
}

export function renderApp({ path, api = {}, token }: { path: string; api?: MockRoutes; token?: string }) {
  if (token) window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  const mock = stubApi(api);
  const store = makeStore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <TransScope>
      <AppProvider store={store}>
        <LocalisedRouter router={router} />
      </AppProvider>
    </TransScope>,
  );
  return { ...view, store, router, api: mock, user };
}

/** Renders one component inside the providers, signed in as `signedInAs` when given. */
export function renderWithProviders(ui: ReactElement, { api = {}, signedInAs, path = '/' }: { api?: MockRoutes; signedInAs?: UserDto; path?: string } = {}) {
  const mock = stubApi(api);
  const store = makeStore({
    auth: signedInAs ? { token: 'test-token', user: signedInAs, status: 'authenticated' } : initialAuthState(null),
  });
  const user = userEvent.setup();
  const view = render(
    <TransScope>
      <AppProvider store={store}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </AppProvider>
    </TransScope>,
  );
  return { ...view, store, api: mock, user };
}
