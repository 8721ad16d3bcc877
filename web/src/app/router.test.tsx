// The browser router as the app renders it (BrowserRouter over the real routes). A click on a link shows the
// screen of the new address at once, or its spinner while its chunk loads: the screen left never stays on
// screen, and editable, under the new address. Held back by a transition, the sign-in form stayed in view
// for a moment after 'Forgot password?' was clicked, and an address typed into it then was lost with it.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '@/test/render-app';
import { ok } from '@/test/mock-api';
import { AppProvider } from './provider';
import { AppRouter } from './router';
import { makeStore } from './store';

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  window.history.replaceState(null, '', '/');
});

describe('the app’s router', () => {
  it("leaves the sign-in form as the click on 'Forgot password?' is handled, before the page's chunk is in", async () => {
    window.history.replaceState(null, '', '/login');
    stubApi({ 'GET /demo/accounts': ok({ accounts: [] }), 'GET /auth/config': ok({ oidc: null }) });
    render(
      <AppProvider store={makeStore()}>
        <AppRouter />
      </AppProvider>,
    );
    const link = await screen.findByRole('link', { name: 'Forgot password?' });
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();

    // A click as the browser dispatches it, outside act(): what React shows once the click's own work is
    // done, before any later task (a transition's render, the chunk's arrival) has had its turn.
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    link.click();
    await Promise.resolve();
    expect(window.location.pathname).toBe('/forgot-password');
    expect(screen.queryByRole('form', { name: 'Sign in' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Email Address/ })).toBeNull();

    expect(await screen.findByRole('form', { name: 'Forgot password' })).toBeInTheDocument();
  });
});
