// Issue 45, 'Timetable': the HOD sees the department's week by day, adds a period (a clash refused with
// the server's words) and removes one; the admin chooses the department; the Excel import shows its
// progress (import:progress) and then the periods imported and the rows refused.
import type { TimetablePeriodDto } from '@leave/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, employeeUser, hodUser } from '@/test/fixtures';
import { fail, ok, type MockRequest } from '@/test/mock-api';
import { renderLiveApp } from '@/test/render-live-app';
import { fixAppToday } from '@/test/today';

const CSE = 'Computer Science & Engineering (CSE)';
const period = (id: string, weekday: number, number: number, className: string): TimetablePeriodDto => ({
  _id: id,
  userId: employeeUser._id,
  teacherName: employeeUser.name,
  department: CSE,
  weekday,
  period: number,
  start: '11:00',
  end: '11:50',
  className,
  subject: 'Data Structures',
  room: '204',
  termFrom: '2026-07-01',
  termTo: '2026-12-31',
});

describe('the timetable screen', () => {
  // Days are typed into its forms: the app's today is Tuesday 8 December 2026 on any day the test runs.
  fixAppToday('2026-12-08');

  it("shows the HOD's department by day, adds a period and removes one", async () => {
    let periods = [period('p1', 1, 3, 'II CSE-A'), period('p2', 3, 1, 'III CSE-B')];
    const app = renderLiveApp({
      path: '/hod/timetable',
      signedInAs: hodUser,
      api: {
        'GET /timetable': ({ query }: MockRequest) => (query.get('department') === CSE ? ok({ periods }) : fail(403, 'Forbidden')),
        'POST /timetable/periods': ({ body }: MockRequest) => {
          const given = body as TimetablePeriodDto;
          if (given.period === 3 && given.weekday === 1) return fail(409, 'Clash: Esha Employee teaches II CSE-A then');
          periods = [...periods, { ...given, _id: 'p3', teacherName: employeeUser.name, department: CSE }];
          return ok({ period: periods.at(-1) });
        },
        'DELETE /timetable/periods/:id': ({ params }: MockRequest) => {
          periods = periods.filter((item) => item._id !== params.id);
          return ok({ id: params.id });
        },
      },
    });
    const monday = await screen.findByRole('region', { name: 'Monday' });
    expect(within(monday).getByText('Period 3')).toBeInTheDocument();
    expect(within(monday).getByText(/II CSE-A · Data Structures · Room 204/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Tuesday' })).getByText('No periods')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Add a period' });
    await app.user.selectOptions(await within(form).findByLabelText(/^Teacher/), employeeUser._id);
    await app.user.type(within(form).getByLabelText(/^Period/), '3');
    await app.user.type(within(form).getByLabelText(/^Start/), '11:00');
    await app.user.type(within(form).getByLabelText(/^End/), '11:50');
    await app.user.type(within(form).getByLabelText(/^Class/), 'II CSE-A');
    await app.user.type(within(form).getByLabelText(/^Subject/), 'Data Structures');
    expect(within(form).getByLabelText(/^Term from/)).toHaveValue('2026-07-01');
    await app.user.click(within(form).getByRole('button', { name: 'Add period' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Clash: Esha Employee teaches II CSE-A then');

    await app.user.selectOptions(within(form).getByLabelText(/^Day/), 'Friday');
    await app.user.click(within(form).getByRole('button', { name: 'Add period' }));
    expect(await within(form).findByText('Period added')).toBeInTheDocument();
    const sent = app.api.calls.filter((call) => call.method === 'POST' && call.path === '/timetable/periods').at(-1)?.body;
    expect(sent).toEqual({ userId: employeeUser._id, weekday: 5, period: 3, start: '11:00', end: '11:50', className: 'II CSE-A', subject: 'Data Structures', room: '', termFrom: '2026-07-01', termTo: '2026-12-31' });
    expect(await within(screen.getByRole('region', { name: 'Friday' })).findByText('Period 3')).toBeInTheDocument();

    await app.user.click(within(monday).getByRole('button', { name: 'Remove period 3 of Esha Employee on Monday' }));
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Monday' })).getByText('No periods')).toBeInTheDocument());
  });

  it("lets the admin choose the department and import the file with its progress and refused rows", async () => {
    const periods: TimetablePeriodDto[] = [];
    const app = renderLiveApp({
      path: '/admin/timetable',
      signedInAs: adminUser,
      api: {
        'GET /timetable': () => ok({ periods }),
        'POST /timetable/upload': () => ok({ jobId: 'job-7' }),
      },
    });
    expect(await screen.findByText('Choose a department to see its timetable.')).toBeInTheDocument();
    await app.user.selectOptions(screen.getByLabelText(/^Department/), CSE);
    await screen.findByText('No periods yet: import the timetable from Excel or add a period.');
    expect(app.api.calls.find((call) => call.path === '/timetable')?.query.get('department')).toBe(CSE);

    const form = screen.getByRole('form', { name: 'Import the timetable' });
    await app.user.upload(within(form).getByLabelText(/Timetable file/), new File(['xlsx'], 'cse.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
    await app.user.type(within(form).getByLabelText(/^Term from/), '2026-07-01');
    await app.user.type(within(form).getByLabelText(/^Term to/), '2026-12-31');
    await app.user.click(within(form).getByRole('button', { name: 'Upload and Import' }));
    await waitFor(() => expect(app.api.calls.some((call) => call.method === 'POST' && call.path === '/timetable/upload')).toBe(true));
    expect(app.api.calls.find((call) => call.path === '/timetable/upload')?.body).toMatchObject({ fileName: 'cse.xlsx', termFrom: '2026-07-01', termTo: '2026-12-31' });
    app.server(() => app.sockets.current.accept());
    app.server(() => app.sockets.current.emit('import:progress', { jobId: 'job-7', processed: 4, total: 10 }));
    expect(await screen.findByText('4 of 10 rows processed')).toBeInTheDocument();
    // The job ends on the server: its result replaces the progress, and the week is fetched again.
    const fetched = app.api.calls.filter((call) => call.path === '/timetable').length;
    periods.push(period('p-imported', 2, 1, 'IV CSE-B'));
    app.server(() => app.sockets.current.emit('timetable:import-done', { jobId: 'job-7', result: { message: '9 periods imported', imported: 9, errors: [{ row: 6, errors: ['The period must start before it ends'] }] } }));
    expect(await screen.findByText('9 periods imported, 1 row refused')).toBeInTheDocument();
    expect(screen.getByText('Row 6: The period must start before it ends')).toBeInTheDocument();
    expect(screen.queryByText('4 of 10 rows processed')).toBeNull();
    await waitFor(() => expect(app.api.calls.filter((call) => call.path === '/timetable').length).toBeGreaterThan(fetched));
  });

  it('says why a queued import failed for good', async () => {
    const app = renderLiveApp({ path: '/hod/timetable', signedInAs: hodUser, api: { 'GET /timetable': ok({ periods: [] }), 'POST /timetable/upload': () => ok({ jobId: 'job-8' }) } });
    const form = await screen.findByRole('form', { name: 'Import the timetable' });
    await app.user.upload(within(form).getByLabelText(/Timetable file/), new File(['xlsx'], 'cse.xlsx'));
    await app.user.type(within(form).getByLabelText(/^Term from/), '2026-07-01');
    await app.user.type(within(form).getByLabelText(/^Term to/), '2026-12-31');
    await app.user.click(within(form).getByRole('button', { name: 'Upload and Import' }));
    expect(await screen.findByText('The file is large: the import continues on the server. Its result shows here when it is done.')).toBeInTheDocument();
    app.server(() => app.sockets.current.accept());
    // Another upload's end changes nothing here.
    app.server(() => app.sockets.current.emit('timetable:import-done', { jobId: 'job-other', failed: 'The timetable import stopped on an error and will not be tried again. Please upload the file again.' }));
    app.server(() => app.sockets.current.emit('timetable:import-done', { jobId: 'job-8', failed: 'The timetable import stopped on an error and will not be tried again. Please upload the file again.' }));
    const banner = await screen.findByText('Import failed');
    expect(banner.closest('[role]') ?? banner.parentElement).toHaveTextContent('The timetable import stopped on an error and will not be tried again. Please upload the file again.');
  });

  it('shows the periods imported and the rows refused when the import answers at once', async () => {
    const app = renderLiveApp({
      path: '/hod/timetable',
      signedInAs: hodUser,
      api: {
        'GET /timetable': ok({ periods: [] }),
        'POST /timetable/upload': ok({ message: '2 periods imported', imported: 2, errors: [{ row: 4, errors: ['No one in the staff register has this Email or Employee ID'] }] }, '2 periods imported'),
      },
    });
    const form = await screen.findByRole('form', { name: 'Import the timetable' });
    await app.user.upload(within(form).getByLabelText(/Timetable file/), new File(['xlsx'], 'cse.xlsx'));
    await app.user.type(within(form).getByLabelText(/^Term from/), '2026-07-01');
    await app.user.type(within(form).getByLabelText(/^Term to/), '2026-12-31');
    await app.user.click(within(form).getByRole('button', { name: 'Upload and Import' }));
    expect(await screen.findByText('2 periods imported, 1 row refused')).toBeInTheDocument();
    expect(screen.getByText('Row 4: No one in the staff register has this Email or Employee ID')).toBeInTheDocument();
  });
});
