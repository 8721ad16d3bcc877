import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, employeeUser, hodUser } from '@/test/fixtures';
import { ok, type MockRequest } from '@/test/mock-api';
import { renderLiveApp } from '@/test/render-live-app';

describe('e-mail preferences and outgoing mail', { timeout: 20_000 }, () => {
  it("shows one labelled checkbox per kind on the profile, and saves only what changed", async () => {
    const saved: unknown[] = [];
    const app = renderLiveApp({
      path: '/employee/profile',
      signedInAs: employeeUser,
      api: { 'PUT /users/me/notification-preferences': (request: MockRequest) => (saved.push(request.body), ok({ email: { applicationDecided: false } })) },
    });
    const section = within((await screen.findByRole('heading', { name: 'E-mail notifications' })).closest('section')!);
    const decided = await section.findByLabelText('My application decided');
    expect(decided).toBeChecked();
    expect(section.getByLabelText('An import finished')).toBeChecked();
    expect(section.getByRole('button', { name: 'Save e-mail preferences' })).toBeDisabled();
    await app.user.click(decided);
    await app.user.click(section.getByRole('button', { name: 'Save e-mail preferences' }));
    expect(saved).toEqual([{ email: { applicationDecided: false } }]);
    expect(await screen.findByText('E-mail preferences saved')).toBeInTheDocument();
  });

  it('offers only the kinds the person can receive: an employee no approver kinds, a HOD those of a HOD', async () => {
    const email = { applicationDecided: true, applicationWaiting: true, cancellationToDecide: true, cancellationDecided: true, importFinished: true, approvalsReminder: true, classToTake: true };
    const employee = renderLiveApp({
      path: '/employee/profile',
      signedInAs: employeeUser,
      api: { 'GET /users/me/notification-preferences': ok({ email, push: email, kinds: ['applicationDecided', 'cancellationDecided', 'classToTake'] }) },
    });
    let section = within((await screen.findByRole('heading', { name: 'E-mail notifications' })).closest('section')!);
    let group = within(await section.findByRole('group', { name: 'Also send me an e-mail when:' }));
    expect(group.getAllByRole('checkbox').map((box) => box.closest('label')!.textContent)).toEqual(['My application decided', 'My cancellation decided', 'A class I am asked to take']);
    expect(section.queryByLabelText('An application waiting for me')).toBeNull();
    employee.unmount();

    renderLiveApp({
      path: '/hod/profile',
      signedInAs: hodUser,
      api: { 'GET /users/me/notification-preferences': ok({ email, push: email, kinds: ['applicationDecided', 'applicationWaiting', 'cancellationToDecide', 'cancellationDecided', 'approvalsReminder', 'classToTake'] }) },
    });
    section = within((await screen.findByRole('heading', { name: 'E-mail notifications' })).closest('section')!);
    group = within(await section.findByRole('group', { name: 'Also send me an e-mail when:' }));
    expect(group.getByLabelText('An application waiting for me')).toBeChecked();
    expect(group.getByLabelText('Daily reminder of applications waiting for me')).toBeInTheDocument();
    expect(group.queryByLabelText('An import finished')).toBeNull();
  });

  it("is on the HOD's and the admin's profile too", async () => {
    renderLiveApp({ path: '/hod/profile', signedInAs: hodUser });
    expect(await screen.findByRole('heading', { name: 'E-mail notifications' })).toBeInTheDocument();
  });

  it("lists the admin's outgoing mail with its state and reason, and opens a mail's text", async () => {
    const mails = [
      { _id: 'm2', recipientName: 'Esha Employee', to: 'esha@college.edu', kind: 'applicationDecided', subject: 'The College leave: Your CL was approved', text: 'Dear Esha,\n\nOpen it: http://localhost:3000/employee/history', status: 'held', attempts: 0, lastError: null, createdAt: '2026-11-25T08:00:00.000Z', updatedAt: '2026-11-25T08:00:00.000Z' },
      { _id: 'm1', recipientName: 'Hari Hod', to: 'hari@college.edu', kind: 'applicationWaiting', subject: 'The College leave: Esha applied', text: 'Dear Hari', status: 'failed', attempts: 3, lastError: 'The mail server refused or could not be reached (EMESSAGE, reply 550)', createdAt: '2026-11-25T07:00:00.000Z', updatedAt: '2026-11-25T07:00:05.000Z' },
    ];
    const app = renderLiveApp({ path: '/admin/outgoing-mail', signedInAs: adminUser, api: { 'GET /outgoing-mail': ok({ mails, total: 2 }) } });
    expect(await screen.findByRole('heading', { name: 'Outgoing mail', level: 1 })).toBeInTheDocument();
    const list = within(await screen.findByRole('list', { name: 'Outgoing mail' }));
    expect(list.getByText('Not sent (no mail server)')).toBeInTheDocument();
    expect(list.getByText('Failed')).toBeInTheDocument();
    expect(list.getByText(/reply 550/)).toBeInTheDocument();
    await app.user.click(list.getByText('The College leave: Your CL was approved'));
    expect(list.getByText(/Open it: http:\/\/localhost:3000\/employee\/history/)).toBeVisible();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });
});
