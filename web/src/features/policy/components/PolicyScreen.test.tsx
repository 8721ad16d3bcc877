// The 'Leave Policy' screen: the policy in force in words, the admin's draft checked by the server's schema
// on each field before it is sent, the publishing body, and the auditor's read-only view.
import { screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_POLICY } from '@leave/domain';
import { describe, expect, it } from 'vitest';
import { adminUser } from '@/test/fixtures';
import { ok } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { formatDate } from '@/lib/dates';
import { PolicyScreen } from './PolicyScreen';

const VERSION_1 = { version: 1, effectiveFrom: '2000-01-01', publishedAt: '2026-11-25T00:00:00.000Z', publishedBy: { _id: '', name: 'System' }, reason: 'Default policy', policy: DEFAULT_POLICY, replaced: false };
const routes = {
  'GET /policy': ok({ policy: DEFAULT_POLICY, version: 1, effectiveFrom: '2000-01-01' }),
  'GET /policy/versions': ok({ versions: [VERSION_1] }),
  'POST /policy/versions': { status: 201, body: { success: true, data: { version: 2 } } },
  'POST /policy/versions/preview': ok({
    follows: 1,
    effectiveFrom: '2027-01-04',
    types: [{ code: 'exam', name: 'Examination Leave', kind: 'added', takenBy: ['employee', 'hod'], toDays: 3, people: 26 }],
    sections: [],
  }),
};

describe('PolicyScreen', () => {
  it('shows the policy in force and publishes a new type once its code is right', async () => {
    const { user, api } = renderWithProviders(<PolicyScreen canEdit />, { api: routes, signedInAs: adminUser });
    expect(await screen.findByText(/6 days per half-year \(Jan-Jun and Jul-Dec\), no carry forward/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Leave Type' }));
    const codes = screen.getAllByLabelText(/^Code/);
    await user.type(codes.at(-1)!, 'EXAM');
    await user.type(screen.getAllByLabelText(/^Name/).at(-1)!, 'Examination Leave');
    await user.type(screen.getByLabelText(/^Reason/), 'Invigilation duty');
    await user.click(screen.getByRole('button', { name: 'Publish Version' }));
    expect(screen.getAllByText('The code must be 2 to 8 lower-case letters').length).toBeGreaterThan(0);
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(codes.at(-1)!);
    await user.type(codes.at(-1)!, 'exam');
    await user.click(screen.getByRole('button', { name: 'Publish Version' }));
    // Publishing asks first, saying what the version changes and for how many people; Cancel has the focus.
    const dialog = await screen.findByRole('dialog', { name: 'Publish this version?' });
    expect(within(dialog).getByText(`Examination Leave (EXAM) added with 3 days, for 26 people from ${formatDate('2027-01-04')}`)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(api.calls.some((call) => call.method === 'POST' && call.path === '/policy/versions')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Publish Version' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST' && call.path === '/policy/versions')).toBe(true));
    const sent = api.calls.find((call) => call.method === 'POST' && call.path === '/policy/versions')?.body as { policy: typeof DEFAULT_POLICY; reason: string };
    expect(sent.reason).toBe('Invigilation duty');
    expect(sent.policy.leaveTypes.at(-1)).toMatchObject({ code: 'exam', name: 'Examination Leave', allowance: { per: 'year', days: 3 } });
  });

  it('shows the auditor the versions without the editor', async () => {
    renderWithProviders(<PolicyScreen canEdit={false} />, { api: routes, signedInAs: adminUser });
    expect(await screen.findByRole('table', { name: 'Versions of the leave policy' })).toBeInTheDocument();
    expect(await screen.findByText('Default policy')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish Version' })).not.toBeInTheDocument();
  });
});
