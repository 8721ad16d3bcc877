// Issue 44 in the web app: the page of a mail's decision link. It reads the token, drops it from the
// address, shows the application, decides only on a button, and 'Reject' needs a reason on the form.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DECISION_LINK_MESSAGES, MESSAGES } from '@leave/domain';
import { hodUser, pendingLeave } from '@/test/fixtures';
import { fail, ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const TOKEN = 'c2VjcmV0LW9mLXRoZS1kZWNpc2lvbi1saW5rLXNlbnQtb25jZQ';

const view = {
  leave: pendingLeave,
  approver: { _id: hodUser._id, name: hodUser.name, language: null },
  balance: { leaveType: 'cl', now: 8, after: 6 },
  othersAway: [{ leaveId: 'l-other', employee: { _id: 'u-2', name: 'Sita Cse' }, leaveType: 'el', fromDate: '2026-12-07T00:00:00.000Z', toDate: '2026-12-07T00:00:00.000Z', fromHalf: 'first', toHalf: 'second', status: 'approved' }],
  allowed: ['approve', 'reject'],
  expiresAt: '2026-12-10T12:00:00.000Z',
};

function openLink(api: Parameters<typeof renderApp>[0]['api'], search = '') {
  window.history.replaceState(null, '', `/decide/${TOKEN}${search}`);
  return renderApp({ path: `/decide/${TOKEN}${search}`, api: { 'GET /auth/config': ok({ oidc: null }), 'GET /demo/accounts': ok({ accounts: [] }), [`GET /decision-links/${TOKEN}`]: ok(view), ...api } });
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe("the page of a mail's decision link", () => {
  it('shows the application, drops the token from the address, and decides only when Approve is pressed', async () => {
    const { user, api } = openLink({ [`POST /decision-links/${TOKEN}`]: ok({ leave: { ...pendingLeave, status: 'hodApproved' } }, 'Step approved') }, '?decision=approve');
    expect(await screen.findByText('Family function in my home town')).toBeInTheDocument();
    expect(screen.getByText(/Sita Cse/)).toBeInTheDocument();
    expect(screen.getByText('8 → 6')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/decide');
    expect(window.location.href).not.toContain(TOKEN);
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved. The applicant is told.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ decision: 'approve' });
  });

  it('refuses to send a rejection without a reason, then sends it with one', async () => {
    const { user, api } = openLink({ [`POST /decision-links/${TOKEN}`]: ok({ leave: { ...pendingLeave, status: 'rejected' } }, 'Leave application rejected') }, '?decision=reject');
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(MESSAGES.rejectionReasonRequired)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.type(screen.getByLabelText(/Reason \(needed to reject\)/), 'Exams that week');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ decision: 'reject', reason: 'Exams that week' }));
    expect(await screen.findByText('Rejected. The applicant is told.')).toBeInTheDocument();
  });

  it("shows the server's sentence for a link already used", async () => {
    openLink({ [`GET /decision-links/${TOKEN}`]: fail(410, 'Already approved by Hema Cse on 23 Nov at 17:30') });
    expect(await screen.findByText('Already approved by Hema Cse on 23 Nov at 17:30')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it("keeps the link when the page is drawn again (the approver's language chosen), with the token out of the address", async () => {
    const first = openLink({});
    expect(await screen.findByText('Family function in my home town')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/decide');
    first.unmount();
    renderApp({ path: '/decide', api: { 'GET /auth/config': ok({ oidc: null }), 'GET /demo/accounts': ok({ accounts: [] }), [`GET /decision-links/${TOKEN}`]: ok(view) } });
    expect(await screen.findByText('Family function in my home town')).toBeInTheDocument();
    expect(window.location.href).not.toContain(TOKEN);
  });

  it('shows the refusal for an address without a token', async () => {
    window.history.replaceState(null, '', '/decide');
    renderApp({ path: '/decide', api: {} });
    expect(await screen.findByText(DECISION_LINK_MESSAGES.unknown)).toBeInTheDocument();
  });
});
