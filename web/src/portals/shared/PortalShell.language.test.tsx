import { screen, waitFor } from '@testing-library/react';
import type { UserDto } from '@leave/domain';
import { describe, expect, it } from 'vitest';
import { adminUser, apiFor, employeeUser, fakeToken } from '@/test/fixtures';
import { fail, ok, type MockRoutes } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { activateLanguage } from '@/lib/i18n/activate-language';
import { i18n } from '@/lib/i18n/i18n';

// The portal's language menu (PortalShell): a person's choice is kept on their profile (PUT /users/:id),
// except the auditor's, who changes no data (domain's canChangeData): theirs stays in this browser, with no
// request the server would refuse and no permission toast.

const auditor: UserDto = { ...adminUser, _id: 'u-aud', id: 'u-aud', role: 'auditor', name: 'Anil Auditor' };

/** The person's own routes, with every PUT /users/:id recorded and answered as the server would. */
function portalApi(me: UserDto, extra: MockRoutes = {}) {
  const puts: { id: string; body: unknown }[] = [];
  const routes: MockRoutes = {
    ...apiFor(me),
    ...extra,
    'PUT /users/:id': (request) => {
      puts.push({ id: request.params.id!, body: request.body });
      return me.role === 'auditor' ? fail(403, 'Auditors cannot change data') : ok({ user: { ...me, language: (request.body as { language: string }).language } });
    },
  };
  return { puts, routes };
}

async function chooseHindi(user: ReturnType<typeof renderApp>['user']) {
  const [menu] = await screen.findAllByRole('combobox', { name: 'Language' });
  await user.selectOptions(menu!, 'hi');
}

describe('the language menu of a portal', () => {
  it('shows the auditor Hindi and keeps it in this browser only: no PUT /users/:id, no permission toast', async () => {
    const api = portalApi(auditor, { 'GET /audit/events': ok({ events: [], total: 0, about: {} }) });
    const { user } = renderApp({ path: '/audit/events', token: fakeToken(), api: api.routes });
    await screen.findAllByRole('link', { name: 'Audit' });

    await chooseHindi(user);
    expect((await screen.findAllByRole('link', { name: 'ऑडिट' })).length).toBeGreaterThan(0);
    expect(i18n.locale).toBe('hi');
    expect(window.localStorage.getItem('leave.language')).toBe('hi');
    // Long enough for a request the menu would have sent to be answered.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.puts).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens the auditor’s portal again in the language chosen in this browser, whatever their profile says', async () => {
    // As the app starts after a reload: in the language this browser chose last (lib/i18n, initialLanguage).
    await activateLanguage('hi');
    const api = portalApi({ ...auditor, language: 'en' }, { 'GET /audit/events': ok({ events: [], total: 0, about: {} }) });
    renderApp({ path: '/audit/events', token: fakeToken(), api: api.routes });
    expect((await screen.findAllByRole('link', { name: 'ऑडिट' })).length).toBeGreaterThan(0);
    // Past the session's start (GET /auth/me answered with the profile's 'en').
    await screen.findAllByText(/Anil Auditor/);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(i18n.locale).toBe('hi');
    expect(screen.queryByRole('link', { name: 'Audit' })).not.toBeInTheDocument();
  });

  it('keeps an employee’s choice on their profile with PUT /users/:id', async () => {
    const api = portalApi(employeeUser);
    const { user } = renderApp({ path: '/employee/dashboard', token: fakeToken(), api: api.routes });
    await screen.findAllByRole('link', { name: 'Dashboard' });

    await chooseHindi(user);
    expect((await screen.findAllByRole('link', { name: 'डैशबोर्ड' })).length).toBeGreaterThan(0);
    await waitFor(() => expect(api.puts).toEqual([{ id: employeeUser._id, body: { language: 'hi' } }]));
  });
});
