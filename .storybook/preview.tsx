// Every story gets a fresh store and a mocked api: fetch answers /api calls from the story's
// `parameters.api` table, so components, store and RTK Query run unchanged.
import type { Decorator, Preview } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { UserDto } from '@leave/domain';
import { AppProvider } from '../web/src/app/provider';
import { activateLanguage } from '../web/src/lib/i18n/activate-language';
import { TransScope } from '../web/src/lib/i18n/TransScope';
import { makeStore } from '../web/src/app/store';
import { createMockFetch, type MockRoutes } from '../web/src/test/mock-api';
import '../web/src/app/styles.css';

export interface AppStoryParameters {
  /** Answers of the mocked api, keyed 'METHOD /path' (without /api). */
  api?: MockRoutes;
  /** Start the story signed in as this user. */
  signedInAs?: UserDto;
  /** The router's location (components that link or read the route). */
  route?: string;
  /** Render without the app's providers (pure components). */
  bare?: boolean;
}

// Stories show the English texts (activating English needs no catalog, so this is done at once).
void activateLanguage('en');

const browserFetch = window.fetch.bind(window);

function installApi(routes: MockRoutes) {
  const mock = createMockFetch(routes);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    return url.pathname.startsWith('/api/') ? mock.fetch(input, init) : browserFetch(input, init);
  };
}

function StoryShell({ parameters, children }: { parameters: AppStoryParameters; children: ReactNode }) {
  const [store] = useState(() => {
    installApi(parameters.api ?? {});
    return makeStore({
      auth: parameters.signedInAs
        ? { token: 'story-token', user: parameters.signedInAs, status: 'authenticated' }
        : { token: null, user: null, status: 'unauthenticated' },
    });
  });
  return (
    <TransScope>
      <AppProvider store={store}>
        <MemoryRouter initialEntries={[parameters.route ?? '/']}>{children}</MemoryRouter>
      </AppProvider>
    </TransScope>
  );
}

const withApp: Decorator = (Story, context) => {
  const parameters = context.parameters as AppStoryParameters;
  if (parameters.bare) return <TransScope><Story /></TransScope>;
  return (
    <StoryShell key={context.id} parameters={parameters}>
      <Story />
    </StoryShell>
  );
};

const preview: Preview = {
  decorators: [withApp],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
