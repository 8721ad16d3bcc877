import type { StandInDto } from '@leave/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, employeeUser, hodUser, pendingLeave, secondEmployee } from '@/test/fixtures';
import { fail, ok, type MockRequest } from '@/test/mock-api';
import { renderLiveApp } from '@/test/render-live-app';
import { fixAppToday } from '@/test/today';

const mandate: StandInDto = {
  _id: 's1',
  hod: { _id: hodUser._id, name: hodUser.name },
  office: null,
  holder: { _id: hodUser._id, name: hodUser.name },
  standIn: { _id: employeeUser._id, name: employeeUser.name, role: 'employee' },
  department: hodUser.department,
  from: '2026-11-23',
  to: '2026-11-27',
  active: true,
};
const waiting = { ...pendingLeave, _id: 'l-wait', id: 'l-wait', employee: { ...pendingLeave.employee, _id: secondEmployee._id, name: secondEmployee.name } };

describe('stand-ins in the web', { timeout: 20_000 }, () => {
  // Days are typed into its forms: the app's today is Tuesday 8 December 2026 on any day the test runs.
  fixAppToday('2026-12-08');

  it('shows the Stand-in Queue link in the header only while the person stands in for a HOD', async () => {
    const app = renderLiveApp({ path: '/employee/dashboard', signedInAs: employeeUser, api: { 'GET /stand-ins': ok({ standIns: [mandate] }) } });
    await app.user.click(await screen.findByRole('link', { name: 'Stand-in Queue' }));
    expect(app.router.state.location.pathname).toBe('/employee/stand-in-queue');
    app.unmount();
    renderLiveApp({ path: '/employee/dashboard', signedInAs: secondEmployee });
    await screen.findAllByText(`Welcome, ${secondEmployee.name}`);
    expect(screen.queryByRole('link', { name: 'Stand-in Queue' })).not.toBeInTheDocument();
  });

  it("shows the stand-in's queue and approves as HOD from it, sending the version seen", async () => {
    const sent: { body: unknown; ifMatch: string | null }[] = [];
    let decided = false;
    const app = renderLiveApp({
      path: '/employee/stand-in-queue',
      signedInAs: employeeUser,
      api: {
        'GET /stand-ins': ok({ standIns: [mandate] }),
        'GET /stand-ins/queue': () => ok({ leaves: decided ? [] : [waiting] }),
        'PUT /leaves/:id/status': (request: MockRequest) => {
          decided = true;
          sent.push({ body: request.body, ifMatch: request.headers.get('if-match') });
          return ok({ leave: { ...waiting, status: 'hodApproved' } });
        },
      },
    });
    expect(await screen.findByText(`Standing in for ${hodUser.name} (${hodUser.department}) until November 27, 2026`, { exact: false })).toBeInTheDocument();
    await app.user.click(await screen.findByLabelText(`Approve as HOD: ${secondEmployee.name}`));
    expect(sent).toEqual([{ body: { status: 'hodApproved' }, ifMatch: `"${waiting.version}"` }]);
    expect(await screen.findByText('No applications are waiting for you as a stand-in.')).toBeInTheDocument();
  });

  it("asks why classes may stay uncovered when the approval is refused for them, and approves again with the reason (issue 45)", async () => {
    const sent: unknown[] = [];
    const app = renderLiveApp({
      path: '/employee/stand-in-queue',
      signedInAs: employeeUser,
      api: {
        'GET /stand-ins': ok({ standIns: [mandate] }),
        'GET /stand-ins/queue': () => ok({ leaves: sent.length === 2 ? [] : [waiting] }),
        'PUT /leaves/:id/status': (request: MockRequest) => {
          sent.push(request.body);
          return (request.body as { uncoveredReason?: string }).uncoveredReason
            ? ok({ leave: { ...waiting, status: 'hodApproved' } })
            : fail(409, 'Classes not covered: 2 of 4 periods', [{ field: 'uncoveredReason', msg: 'Classes not covered: 2 of 4 periods' }]);
        },
      },
    });
    await app.user.click(await screen.findByLabelText(`Approve as HOD: ${secondEmployee.name}`));
    const dialog = within(await screen.findByRole('dialog', { name: 'Classes not covered' }));
    expect(dialog.getByText('Classes not covered: 2 of 4 periods')).toBeInTheDocument();
    await app.user.type(dialog.getByLabelText(/Why may the classes stay uncovered/), 'Second-year classes are on a field trip');
    await app.user.click(dialog.getByRole('button', { name: 'Approve Anyway' }));
    expect(await screen.findByText('No applications are waiting for you as a stand-in.')).toBeInTheDocument();
    expect(sent).toEqual([{ status: 'hodApproved' }, { status: 'hodApproved', uncoveredReason: 'Second-year classes are on a field trip' }]);
    expect(screen.queryByRole('dialog', { name: 'Classes not covered' })).not.toBeInTheDocument();
  });

  it('asks for a reason before rejecting, and shows the server’s refusal', async () => {
    const app = renderLiveApp({
      path: '/employee/stand-in-queue',
      signedInAs: employeeUser,
      api: {
        'GET /stand-ins': ok({ standIns: [mandate] }),
        'GET /stand-ins/queue': ok({ leaves: [waiting] }),
        'PUT /leaves/:id/status': fail(403, 'Only a HOD or an admin can reject an application'),
      },
    });
    await app.user.click(await screen.findByLabelText(`Reject: ${secondEmployee.name}`));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Reject application')).toBeInTheDocument();
    await app.user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await dialog.findByText('Please provide a reason for rejection')).toBeInTheDocument();
    await app.user.type(dialog.getByLabelText('Rejection reason'), 'Short of staff');
    await app.user.click(dialog.getByRole('button', { name: 'Reject' }));
    // The toast, and its copy for screen readers while it is announced.
    expect((await screen.findAllByText('Only a HOD or an admin can reject an application'))[0]).toBeInTheDocument();
  });

  it("names a stand-in from the HOD's profile and lists it", async () => {
    const named: unknown[] = [];
    const app = renderLiveApp({
      path: '/hod/profile',
      signedInAs: hodUser,
      api: {
        'GET /stand-ins': () => ok({ standIns: named.length > 0 ? [{ ...mandate, standIn: { _id: secondEmployee._id, name: secondEmployee.name, role: 'employee' } }] : [] }),
        'POST /stand-ins': (request: MockRequest) => (named.push(request.body), { status: 201, body: { success: true, data: { standIn: mandate } } }),
      },
    });
    const card = within((await screen.findByRole('heading', { name: 'Stand-in' })).closest('section')!);
    await card.findByText('No stand-in named.');
    // The department's people arrive after the card: choose once they are offered.
    await card.findByRole('option', { name: (name) => name.startsWith(secondEmployee.name) });
    await app.user.selectOptions(card.getByLabelText(/^Stand-in/), secondEmployee._id);
    await app.user.type(card.getByLabelText(/^First day/), '2026-11-23');
    await app.user.type(card.getByLabelText(/^Last day/), '2026-11-27');
    await app.user.click(card.getByRole('button', { name: 'Name stand-in' }));
    expect(named).toEqual([{ hodId: hodUser._id, standInId: secondEmployee._id, from: '2026-11-23', to: '2026-11-27' }]);
    expect(await card.findByRole('button', { name: `Remove ${secondEmployee.name} as stand-in for ${hodUser.name}` })).toBeInTheDocument();
  });

  it("names a stand-in for an office from its holder's profile (issue 43), and offers it to nobody else", async () => {
    const named: unknown[] = [];
    const officeNaming: StandInDto = {
      ...mandate,
      _id: 's2',
      hod: null,
      office: { code: 'principal', name: 'Principal' },
      holder: { _id: employeeUser._id, name: employeeUser.name },
      standIn: { _id: secondEmployee._id, name: secondEmployee.name, role: 'employee' },
      department: null,
    };
    const offices = ok({ offices: [{ code: 'principal', name: 'Principal', holders: [{ _id: employeeUser._id, name: employeeUser.name }] }] });
    const app = renderLiveApp({
      path: '/employee/profile',
      signedInAs: employeeUser,
      api: {
        'GET /offices': offices,
        'GET /stand-ins': () => ok({ standIns: named.length > 0 ? [officeNaming] : [] }),
        'POST /stand-ins': (request: MockRequest) => (named.push(request.body), { status: 201, body: { success: true, data: { standIn: officeNaming } } }),
      },
    });
    const card = within((await screen.findByRole('heading', { name: 'Stand-in for your office' })).closest('section')!);
    await card.findByText('No stand-in named for your office.');
    await card.findByRole('option', { name: (name) => name.startsWith(secondEmployee.name) });
    await app.user.selectOptions(card.getByLabelText(/^Stand-in/), secondEmployee._id);
    await app.user.type(card.getByLabelText(/^First day/), '2026-11-23');
    await app.user.type(card.getByLabelText(/^Last day/), '2026-11-27');
    await app.user.click(card.getByRole('button', { name: 'Name stand-in' }));
    expect(named).toEqual([{ office: 'principal', standInId: secondEmployee._id, from: '2026-11-23', to: '2026-11-27' }]);
    expect(await card.findByRole('button', { name: `Remove ${secondEmployee.name} as stand-in for Principal` })).toBeInTheDocument();
    // The stand-in of an office decides from Approvals, not from the HOD's Stand-in Queue.
    expect(screen.queryByRole('link', { name: 'Stand-in Queue' })).not.toBeInTheDocument();
    app.unmount();

    renderLiveApp({ path: '/employee/profile', signedInAs: secondEmployee });
    await screen.findAllByText(secondEmployee.name);
    expect(screen.queryByRole('heading', { name: 'Stand-in for your office' })).not.toBeInTheDocument();
  });

  it("lets the admin name a stand-in for an office's holder (issue 43): the office, its holder, the stand-in, the days", async () => {
    const named: unknown[] = [];
    const officeNaming: StandInDto = {
      ...mandate,
      _id: 's3',
      hod: null,
      office: { code: 'principal', name: 'Principal' },
      holder: { _id: hodUser._id, name: hodUser.name },
      standIn: { _id: secondEmployee._id, name: secondEmployee.name, role: 'employee' },
      department: null,
    };
    const principals = [
      { _id: employeeUser._id, name: employeeUser.name },
      { _id: hodUser._id, name: hodUser.name },
    ];
    const app = renderLiveApp({
      path: '/admin/stand-ins',
      signedInAs: adminUser,
      api: {
        'GET /offices': ok({ offices: [{ code: 'hod', name: 'HOD', holders: [] }, { code: 'principal', name: 'Principal', holders: principals }, { code: 'dean', name: 'Dean Academics', holders: [] }] }),
        'GET /stand-ins': () => ok({ standIns: named.length > 0 ? [officeNaming] : [] }),
        'POST /stand-ins': (request: MockRequest) => (named.push(request.body), { status: 201, body: { success: true, data: { standIn: officeNaming } } }),
      },
    });
    const card = within((await screen.findByRole('heading', { name: 'Name a stand-in for an office' })).closest('section')!);
    // Only offices with holders are offered.
    expect(within(card.getByLabelText(/^Office/)).getAllByRole('option', { name: /Principal|Dean|HOD/ }).map((option) => option.textContent)).toEqual(['Principal']);
    await app.user.click(card.getByRole('button', { name: 'Name stand-in' }));
    expect(card.getByRole('alert')).toHaveTextContent('Please choose the office, its holder, the stand-in and both days');
    await app.user.selectOptions(card.getByLabelText(/^Office/), 'principal');
    await app.user.selectOptions(card.getByLabelText(/^Holder/), hodUser._id);
    await card.findByRole('option', { name: (name) => name.startsWith(secondEmployee.name) });
    await app.user.selectOptions(card.getByLabelText(/^Stand-in/), secondEmployee._id);
    await app.user.type(card.getByLabelText(/^First day/), '2026-12-09');
    await app.user.type(card.getByLabelText(/^Last day/), '2026-12-11');
    await app.user.click(card.getByRole('button', { name: 'Name stand-in' }));
    expect(named).toEqual([{ office: 'principal', holderId: hodUser._id, standInId: secondEmployee._id, from: '2026-12-09', to: '2026-12-11' }]);
    // The list of every naming (the card above) shows it.
    expect(await screen.findByRole('button', { name: `Remove ${secondEmployee.name} as stand-in for ${hodUser.name}` })).toBeInTheDocument();
  });
});
