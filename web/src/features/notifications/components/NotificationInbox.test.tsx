import { notificationText, type NotificationDto, type NotificationMessage } from '@leave/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { employeeUser, hodUser } from '@/test/fixtures';
import { ok, type MockRequest } from '@/test/mock-api';
import { renderLiveApp } from '@/test/render-live-app';
import { activateLanguage } from '@/lib/i18n/activate-language';

const decided: NotificationDto = {
  _id: '12-e1',
  kind: 'applicationDecided',
  title: 'Your CL (December 1, 2026, 1 day) was approved by HOD Hema',
  link: '/employee/history',
  read: false,
  createdAt: '2026-11-25T08:00:00.000Z',
};
const older: NotificationDto = { ...decided, _id: '9-e1', title: 'Your SCL (November 20, 2026, 1 day) was rejected by Asha Admin: Exams', read: true, createdAt: '2026-11-20T08:00:00.000Z' };

describe('the inbox and the bell', { timeout: 20_000 }, () => {
  it("words each entry in the reader's language from its facts, and keeps the title of an entry without them", async () => {
    const message: NotificationMessage = { key: 'approvedYours', leave: { type: 'cl', kind: 'leave', fromDate: '2026-12-01', toDate: '2026-12-01', days: 1 }, by: 'Asha Admin' };
    const worded: NotificationDto = { ...decided, message };
    await activateLanguage('te');
    renderLiveApp({ path: '/employee/notifications', signedInAs: { ...employeeUser, language: 'te' }, api: { 'GET /notifications': ok({ notifications: [worded, older], total: 2, unread: 1 }) } });
    const telugu = notificationText(message, 'te');
    expect(telugu).not.toBe(decided.title);
    const entry = (await screen.findByText(telugu)).closest('a');
    expect(entry).toHaveAttribute('href', '/employee/history');
    expect(screen.getByText(older.title)).toBeInTheDocument();
  });

  it('shows the unread count on the bell in the header, and the bell opens the inbox with each entry linking to its thing', async () => {
    const app = renderLiveApp({ path: '/employee/dashboard', signedInAs: employeeUser, api: { 'GET /notifications': ok({ notifications: [decided, older], total: 2, unread: 1 }) } });
    const bell = await screen.findByRole('link', { name: 'Notifications, 1 unread' });
    await app.user.click(bell);
    expect(await screen.findByRole('heading', { name: 'Notifications', level: 1 })).toBeInTheDocument();
    const list = within(screen.getByRole('list', { name: 'Notifications' }));
    const entries = list.getAllByRole('link');
    expect(entries.map((entry) => entry.textContent)).toEqual([`Unread: ${decided.title}`, older.title]);
    expect(entries[0]).toHaveAttribute('href', '/employee/history');
    expect(screen.getByText('1 unread')).toBeInTheDocument();
  });

  it('opening an entry marks it read on the server and takes the person to the thing', async () => {
    const marked: unknown[] = [];
    const app = renderLiveApp({
      path: '/employee/notifications',
      signedInAs: employeeUser,
      api: {
        'GET /notifications': ok({ notifications: [decided], total: 1, unread: 1 }),
        'POST /notifications/read': (request: MockRequest) => (marked.push(request.body), ok({ unread: 0 })),
      },
    });
    const link = (await screen.findByText(decided.title)).closest('a');
    expect(link).toHaveTextContent(`Unread: ${decided.title}`);
    await app.user.click(link!);
    expect(marked).toEqual([{ ids: [decided._id] }]);
    expect(app.router.state.location.pathname).toBe('/employee/history');
  });

  it("'Mark all as read' marks every notification read", async () => {
    const marked: unknown[] = [];
    const app = renderLiveApp({
      path: '/hod/notifications',
      signedInAs: hodUser,
      api: {
        'GET /notifications': () => ok({ notifications: [{ ...decided, read: marked.length > 0 }], total: 1, unread: marked.length > 0 ? 0 : 1 }),
        'POST /notifications/read': (request: MockRequest) => (marked.push(request.body), ok({ unread: 0 })),
      },
    });
    // The button stays disabled until the inbox has loaded and there is something unread to mark.
    expect(await screen.findByText('1 unread')).toBeInTheDocument();
    const markAll = screen.getByRole('button', { name: 'Mark all as read' });
    await waitFor(() => expect(markAll).toBeEnabled());
    await app.user.click(markAll);
    await waitFor(() => expect(marked).toEqual([{ all: true }]));
    expect(await screen.findByText('0 unread')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('a pushed notification goes on top of the inbox and raises the count on the bell, without a reload', async () => {
    const app = renderLiveApp({ path: '/employee/notifications', signedInAs: employeeUser, api: { 'GET /notifications': ok({ notifications: [older], total: 1, unread: 0 }) } });
    app.server(() => app.sockets.current.accept());
    await screen.findByText(older.title);
    const fetches = app.callsTo('GET', '/notifications');

    app.server(() => app.sockets.current.emit('notification:new', { notification: decided, unread: 1, position: 40 }));

    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    const entries = within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('link');
    expect(entries[0]).toHaveTextContent(decided.title);
    expect(app.callsTo('GET', '/notifications')).toBe(fetches);
  });

  it('pages the inbox 25 at a time from the server', async () => {
    const offsets: string[] = [];
    const app = renderLiveApp({
      path: '/employee/notifications',
      signedInAs: employeeUser,
      api: {
        'GET /notifications': () => ok({ notifications: [{ ...older, _id: `n${offsets.length}`, title: `Entry ${offsets.length}` }], total: 30, unread: 0 }),
      },
    });
    app.api.calls.length = 0;
    await screen.findByText('Page 1 of 2');
    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(app.api.calls.some((call) => call.path === '/notifications' && call.method === 'GET')).toBe(true);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
