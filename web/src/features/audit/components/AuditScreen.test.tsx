import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi, type Mock } from 'vitest';
import type { AuditEventDto, AuditSubjectDto, AuditTimelineDto } from '@leave/domain';
import { adminUser, employeeUser, hodApprovedLeave, pendingLeave, approvedLeave } from '@/test/fixtures';
import { ok } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { AuditScreen } from './AuditScreen';

const auditor = { ...adminUser, _id: 'u-aud', id: 'u-aud', role: 'auditor' as const, name: 'Anil Auditor' };

function event(position: number, type: string, streamId = 'leave-l-pending'): AuditEventDto {
  return { position, streamId, version: 1, type, data: { n: position }, actor: { _id: 'u-hod', name: 'Harish Head', role: 'hod' }, occurredAt: '2026-11-21T10:00:00.000Z' };
}

// What the server says the events are about: the application, and the balance's owner.
const about: Record<string, AuditSubjectDto> = {
  'leave-l-pending': { kind: 'application', leaveId: 'l-pending', applicant: { _id: 'u-emp', name: 'Esha Employee', employeeId: 'EMP042' }, leaveType: 'cl', fromDate: '2026-12-14', toDate: '2026-12-15', numberOfDays: 2 },
  'balance-u-emp': { kind: 'person', _id: 'u-emp', name: 'Esha Employee', employeeId: 'EMP042' },
};

const timeline: AuditTimelineDto = {
  leaveId: 'l-pending',
  entries: [
    { event: event(1, 'LeaveApplied'), application: pendingLeave, balance: { cl: 6, scl: 4, el: 12, hpl: 20, ccl: 7 } },
    { event: event(2, 'LeaveHodApproved'), application: hodApprovedLeave, balance: { cl: 6, scl: 4, el: 12, hpl: 20, ccl: 7 } },
    // The ledger also holds a type of the college's policy (issue 20): it has its column.
    { event: event(3, 'LeaveApproved'), application: approvedLeave, balance: { cl: 4, scl: 4, el: 12, hpl: 20, ccl: 7, coff: 1.5 } },
  ],
};

const requestedUrls = () => (globalThis.fetch as Mock).mock.calls.map(([request]) => String(request instanceof Request ? request.url : request));

describe('AuditScreen', () => {
  it('pages and filters on the server, opens a timeline and shows the balance as it was after the chosen event', async () => {
    const page = Array.from({ length: 25 }, (_, i) => event(60 - i, i % 2 ? 'BalanceGranted' : 'LeaveApplied', i % 2 ? 'balance-u-emp' : 'leave-l-pending'));
    // The register the person filter searches and the log's names come from: one person in it.
    const { user } = renderWithProviders(<AuditScreen />, {
      signedInAs: auditor,
      api: {
        'GET /users': ok({ users: [employeeUser], total: 1 }),
        'GET /audit/events': ok({ events: page, total: 60, about }),
        'GET /leaves/:id/timeline': ok(timeline),
      },
    });
    expect(await screen.findByText('Page 1 of 3 (1-25 of 60)')).toBeInTheDocument();
    expect(screen.getAllByText('Balance of Esha Employee (EMP042)')).not.toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(requestedUrls().some((url) => url.includes('offset=25'))).toBe(true));

    await user.selectOptions(screen.getByLabelText('Event type'), 'LeaveHodApproved');
    await waitFor(() => expect(requestedUrls().some((url) => url.includes('type=LeaveHodApproved') && url.includes('offset=0'))).toBe(true));
    await screen.findByRole('option', { name: 'Esha Employee (EMP042)' });
    await user.selectOptions(screen.getByLabelText('Person'), 'u-emp');
    await waitFor(() => expect(requestedUrls().some((url) => url.includes('personId=u-emp'))).toBe(true));

    await user.click(screen.getAllByRole('button', { name: /Open the timeline of application/ })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Application timeline' });
    // The last event is shown first (once the timeline has loaded): after the final approval, two days were spent.
    expect(await within(dialog).findByTestId('balance-cl')).toHaveTextContent('4');
    expect(within(dialog).getByRole('columnheader', { name: 'COFF' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('balance-coff')).toHaveTextContent('1.5');
    await user.click(within(dialog).getByRole('button', { name: /Approved by HOD/ }));
    expect(within(dialog).getByRole('button', { name: /Approved by HOD/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByTestId('balance-cl')).toHaveTextContent('6');
    expect(within(dialog).getByText('HOD Approved')).toBeInTheDocument();
  });

  it('writes each event as what happened, with the raw event one click away', async () => {
    const approval: AuditEventDto = { ...event(7, 'LeaveHodApproved'), data: { by: { id: 'u-hod', name: 'Harish Head', role: 'hod' }, at: '2026-11-21T10:00:00.000Z', balanceBefore: 6 } };
    const { user } = renderWithProviders(<AuditScreen />, { signedInAs: auditor, api: { 'GET /users': ok({ users: [], total: 0 }), 'GET /audit/events': ok({ events: [approval], total: 1, about }) } });
    expect(await screen.findByText("Harish Head approved Esha Employee's CL (December 14, 2026 to December 15, 2026, 2 days) as HOD; CL balance then 6")).toBeInTheDocument();
    expect(screen.getByText('Application of Esha Employee (EMP042)')).toBeInTheDocument();
    const raw = screen.getByText('Raw event');
    expect(raw.closest('details')).not.toHaveAttribute('open');
    await user.click(raw);
    expect(raw.closest('details')).toHaveAttribute('open');
    expect(raw.closest('details')!.querySelector('pre')).toHaveTextContent('"balanceBefore": 6');
  });

  it('has no button that changes anything', async () => {
    renderWithProviders(<AuditScreen />, { signedInAs: auditor, api: { 'GET /users': ok({ users: [], total: 0 }), 'GET /audit/events': ok({ events: [event(1, 'LeaveApplied')], total: 1, about }) } });
    await screen.findByText('Page 1 of 1 (1-1 of 1)');
    const labels = screen.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent ?? '');
    for (const label of labels) expect(label).toMatch(/^(Clear Filters|Previous|Next|Open the timeline.*|Download .*)$/);
    vi.unstubAllGlobals();
  });
});
