// The policy screen's calendar rules (issue 46): the admin gives CL the sandwich rule, adds an exam-week
// blackout (its mistakes shown on its fields with the schema's words), limits how many are away at once and
// allows restricted holidays; what is published carries them all.
import { screen, waitFor, within } from '@testing-library/react';
import { addDays, DEFAULT_POLICY, type LeavePolicy } from '@leave/domain';
import { describe, expect, it } from 'vitest';
import { localToday } from '@/lib/dates';
import { adminUser } from '@/test/fixtures';
import { ok } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { PolicyScreen } from './PolicyScreen';

const VERSION_1 = { version: 1, effectiveFrom: '2000-01-01', publishedAt: '2026-11-25T00:00:00.000Z', publishedBy: { _id: '', name: 'System' }, reason: 'Default policy', policy: DEFAULT_POLICY, replaced: false };

function routesWith(policy: LeavePolicy) {
  return {
    'GET /policy': ok({ policy, version: 1, effectiveFrom: '2000-01-01' }),
    'GET /policy/versions': ok({ versions: [{ ...VERSION_1, policy }] }),
    'POST /policy/versions': { status: 201, body: { success: true, data: { version: 2 } } },
    'POST /policy/versions/preview': ok({ follows: 1, effectiveFrom: localToday(), types: [], sections: ['blackouts', 'departmentCap', 'restrictedHolidays'] }),
  };
}

describe('CalendarRulesFields on the policy screen', () => {
  it('publishes the sandwich rule, a blackout, the department cap and restricted holidays, after showing their mistakes', async () => {
    const examsFrom = addDays(localToday(), 30);
    const examsTo = addDays(examsFrom, 11);
    const { user, api } = renderWithProviders(<PolicyScreen canEdit />, { api: routesWith(DEFAULT_POLICY), signedInAs: adminUser });
    await screen.findByRole('button', { name: 'Add Blackout Window' });
    expect(screen.getByText('No blackout windows.')).toBeInTheDocument();

    const cl = screen.getAllByRole('group').find((group) => group.tagName === 'FIELDSET' && /^CL\b/.test(group.querySelector('legend')?.textContent ?? ''))!;
    await user.click(within(cl).getByRole('checkbox', { name: /^Sandwich rule/ }));

    await user.click(screen.getByRole('button', { name: 'Add Blackout Window' }));
    const window = screen.getByRole('group', { name: 'New blackout window' });
    // The window's end typed before its start: the schema's words on the field.
    await user.type(within(window).getByLabelText(/^From/), examsTo);
    await user.type(within(window).getByLabelText(/^To/), examsFrom);
    await user.click(screen.getByRole('checkbox', { name: 'Limit how many of a department may be away at once' }));
    await user.clear(screen.getByLabelText(/^At most \(people\)/));
    await user.type(screen.getByLabelText(/^Reason/), 'End-semester examinations');
    await user.click(screen.getByRole('button', { name: 'Publish Version' }));
    expect(within(window).getByText('A blackout must not end before it starts')).toBeInTheDocument();
    expect(screen.getByLabelText(/^At most \(people\)/)).toHaveAccessibleDescription(/Please give the most people away at once, or the most percent/);
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(window).getByLabelText(/^Name/), 'End-semester examinations');
    const exams = screen.getByRole('group', { name: 'End-semester examinations' });
    await user.clear(within(exams).getByLabelText(/^From/));
    await user.type(within(exams).getByLabelText(/^From/), examsFrom);
    await user.clear(within(exams).getByLabelText(/^To/));
    await user.type(within(exams).getByLabelText(/^To/), examsTo);
    await user.click(within(screen.getByRole('group', { name: 'Departments of End-semester examinations' })).getByRole('checkbox', { name: 'CSE' }));
    await user.click(within(screen.getByRole('group', { name: 'Leave types allowed during End-semester examinations' })).getByRole('checkbox', { name: 'HPL' }));
    await user.type(screen.getByLabelText(/^At most \(percent of the department\)/), '20');
    await user.selectOptions(screen.getByLabelText(/^When an application would pass it/), 'refuse');
    await user.type(screen.getByLabelText(/^Restricted holidays per person per year/), '2');
    await user.click(screen.getByRole('button', { name: 'Publish Version' }));

    // Publishing asks first, naming the rules that change.
    const dialog = await screen.findByRole('dialog', { name: 'Publish this version?' });
    expect(within(dialog).getByText('Also changed: Blackout windows, How many may be away at once, Restricted holidays per year')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Publish Version' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST' && call.path === '/policy/versions')).toBe(true));
    const sent = api.calls.find((call) => call.method === 'POST' && call.path === '/policy/versions')?.body as { policy: LeavePolicy };
    expect(sent.policy.leaveTypes.find((type) => type.code === 'cl')?.sandwich).toBe(true);
    expect(sent.policy.leaveTypes.find((type) => type.code === 'scl')).not.toHaveProperty('sandwich');
    expect(sent.policy.blackouts).toEqual([{ name: 'End-semester examinations', from: examsFrom, to: examsTo, departments: ['Computer Science & Engineering (CSE)'], exemptTypes: ['hpl'] }]);
    expect(sent.policy.departmentCap).toEqual({ maxPercent: 20, mode: 'refuse' });
    expect(sent.policy.restrictedHolidays).toEqual({ perYear: 2 });
    // Many fields typed as a person would: more time than the default on a busy machine.
  }, 60_000);

  it('shows the rules in force and removes a blackout and the cap', async () => {
    const from = addDays(localToday(), 30);
    const inForce: LeavePolicy = { ...DEFAULT_POLICY, blackouts: [{ name: 'Practical examinations', from, to: addDays(from, 4), exemptTypes: [] }], departmentCap: { maxAway: 3, mode: 'warn' }, restrictedHolidays: { perYear: 2 } };
    const { user, api } = renderWithProviders(<PolicyScreen canEdit />, { api: routesWith(inForce), signedInAs: adminUser });
    const practicals = await screen.findByRole('group', { name: 'Practical examinations' });
    expect(within(practicals).getByLabelText(/^From/)).toHaveValue(from);
    expect(screen.getByLabelText(/^At most \(people\)/)).toHaveValue(3);
    expect(screen.getByLabelText(/^Restricted holidays per person per year/)).toHaveValue(2);

    await user.click(within(practicals).getByRole('button', { name: 'Remove Practical examinations' }));
    expect(screen.getByText('No blackout windows.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Limit how many of a department may be away at once' }));
    expect(screen.queryByLabelText(/^At most \(people\)/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Reason/), 'No blackout this term');
    await user.click(screen.getByRole('button', { name: 'Publish Version' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Publish this version?' })).getByRole('button', { name: 'Publish Version' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST' && call.path === '/policy/versions')).toBe(true));
    const sent = api.calls.find((call) => call.method === 'POST' && call.path === '/policy/versions')?.body as { policy: LeavePolicy };
    expect(sent.policy).not.toHaveProperty('blackouts');
    expect(sent.policy).not.toHaveProperty('departmentCap');
    expect(sent.policy.restrictedHolidays).toEqual({ perYear: 2 });
  });
});
