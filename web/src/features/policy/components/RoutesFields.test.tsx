// The policy screen's offices and approval routes (issue 43): an office and a route for long earned leave
// added on the screen are published with the version, in the shape the server checks.
import { screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_POLICY } from '@leave/domain';
import { describe, expect, it } from 'vitest';
import { adminUser } from '@/test/fixtures';
import { ok } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { PolicyScreen } from './PolicyScreen';

const routes = {
  'GET /policy': ok({ policy: DEFAULT_POLICY, version: 1, effectiveFrom: '2000-01-01' }),
  'GET /policy/versions': ok({ versions: [{ version: 1, effectiveFrom: '2000-01-01', publishedAt: '2026-11-25T00:00:00.000Z', publishedBy: { _id: '', name: 'System' }, reason: 'Default policy', policy: DEFAULT_POLICY, replaced: false }] }),
  'POST /policy/versions': { status: 201, body: { success: true, data: { version: 2 } } },
  'POST /policy/versions/preview': ok({ follows: 1, effectiveFrom: '2027-01-04', types: [], sections: ['offices', 'approvalRoutes'] }),
};

describe('the policy screen: offices and approval routes', () => {
  it('publishes an office and a route of three steps for earned leave over ten days', async () => {
    const { user, api } = renderWithProviders(<PolicyScreen canEdit />, { api: routes, signedInAs: adminUser });
    await user.click(await screen.findByRole('button', { name: 'Add Office' }));
    const office = within(screen.getByRole('group', { name: 'New office' }));
    await user.type(office.getByLabelText(/^Code/), 'principal');
    await user.type(office.getByLabelText(/^Name/), 'Principal');

    await user.click(screen.getByRole('button', { name: 'Add Route' }));
    const route = within(screen.getByRole('group', { name: '1. New route' }));
    await user.type(route.getByLabelText(/^Route name/), 'Long earned leave');
    const types = within(screen.getByRole('group', { name: 'Leave types of Long earned leave' }));
    await user.click(types.getByLabelText('All types'));
    await user.click(types.getByLabelText(/Earned Leave/));
    await user.type(screen.getByLabelText(/^Fewest days/), '11');
    await user.click(screen.getByRole('button', { name: 'Add Step' }));
    const steps = within(screen.getByRole('list', { name: 'Steps of Long earned leave' }));
    await user.selectOptions(steps.getByLabelText('Step 2'), 'principal');
    await user.selectOptions(steps.getByLabelText('Step 3'), 'admin');

    await user.type(screen.getByLabelText(/^Reason/), 'The Principal signs long earned leave');
    await user.click(screen.getByRole('button', { name: 'Publish Version' }));
    await user.click(await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Publish Version' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST' && call.path === '/policy/versions')).toBe(true));
    const body = api.calls.find((call) => call.method === 'POST' && call.path === '/policy/versions')!.body as { policy: Record<string, unknown> };
    expect(body.policy['offices']).toEqual([{ code: 'principal', name: 'Principal' }]);
    expect(body.policy['approvalRoutes']).toEqual([{ name: 'Long earned leave', leaveTypes: ['el'], when: { minDays: 11 }, steps: [{ office: 'hod' }, { office: 'principal' }, { office: 'admin' }] }]);
  });

  it('lets a step be decided by any of three offices, each office its own select', async () => {
    const { user, api } = renderWithProviders(<PolicyScreen canEdit />, { api: routes, signedInAs: adminUser });
    for (const [code, name] of [['principal', 'Principal'], ['dean', 'Dean Academics']]) {
      await user.click(await screen.findByRole('button', { name: 'Add Office' }));
      const office = within(screen.getByRole('group', { name: 'New office' }));
      await user.type(office.getByLabelText(/^Code/), code!);
      await user.type(office.getByLabelText(/^Name/), name!);
    }
    await user.click(screen.getByRole('button', { name: 'Add Route' }));
    const route = within(screen.getByRole('group', { name: '1. New route' }));
    await user.type(route.getByLabelText(/^Route name/), 'Any senior');
    const steps = within(screen.getByRole('list', { name: 'Steps of Any senior' }));
    await user.selectOptions(steps.getByLabelText('Step 1'), 'principal');
    await user.selectOptions(steps.getByLabelText('Step 1, or (any of them decides)'), 'dean');
    // A third office gets a select of its own; the offices already chosen are not offered again.
    const third = steps.getByLabelText('Step 1, or also');
    expect(within(third).queryByRole('option', { name: /Dean Academics/ })).not.toBeInTheDocument();
    await user.selectOptions(third, 'admin');

    await user.type(screen.getByLabelText(/^Reason/), 'Any senior office decides');
    await user.click(screen.getByRole('button', { name: 'Publish Version' }));
    await user.click(await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Publish Version' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST' && call.path === '/policy/versions')).toBe(true));
    const body = api.calls.find((call) => call.method === 'POST' && call.path === '/policy/versions')!.body as { policy: Record<string, unknown> };
    expect(body.policy['approvalRoutes']).toEqual([{ name: 'Any senior', leaveTypes: ['*'], steps: [{ anyOf: ['principal', 'dean', 'admin'] }, { office: 'admin' }] }]);
  });
});
