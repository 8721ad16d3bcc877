// Issue 45, 'Classes of the day': a department's arrangements of a date in period order (GET
// /arrangements?department=&date=, today by default), the HOD's Assign on a class still to arrange (PUT
// /arrangements/:id {substituteId}), the server's refusal shown, and the admin's choice of department; below
// it the classes each teacher has taken this term, most first, and the export of a range as CSV or Excel.
import { Blob as NodeBlob } from 'node:buffer';
import { addDays, type ArrangementDto } from '@leave/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { localToday } from '@/lib/dates';
import { adminUser, hodUser } from '@/test/fixtures';
import { fail, ok } from '@/test/mock-api';
import { renderLiveApp } from '@/test/render-live-app';

const DEPARTMENT = hodUser.department!;
const TODAY = localToday();
const OPEN: ArrangementDto = {
  _id: 'a1',
  leaveId: 'l1',
  date: TODAY,
  period: 3,
  start: '11:00',
  end: '11:50',
  className: 'II CSE-A',
  subject: 'Data Structures',
  department: DEPARTMENT,
  absent: { _id: 'u-rao', name: 'Dr. Rao' },
  substitute: null,
  status: 'open',
};
const ACCEPTED: ArrangementDto = { ...OPEN, _id: 'a2', period: 1, start: '09:00', end: '09:50', className: 'III CSE-B', subject: 'Compilers', substitute: { _id: 'u-meena', name: 'Meena K' }, status: 'accepted' };
const COLLEAGUES = [
  { _id: 'u-meena', name: 'Meena K', department: DEPARTMENT, role: 'employee', isActive: true },
  { _id: 'u-rao', name: 'Dr. Rao', department: DEPARTMENT, role: 'employee', isActive: true },
];

function rowsOf(): HTMLElement[] {
  return within(screen.getByRole('table', { name: /^Classes of .* on / })).getAllByRole('row').slice(1);
}

describe('the classes of the day', () => {
  it("lists the department's classes of the chosen date in period order, with Print", async () => {
    const app = renderLiveApp({
      path: '/hod/classes-of-the-day',
      signedInAs: hodUser,
      api: { 'GET /arrangements': ({ query }) => ok({ arrangements: query.get('date') === TODAY ? [OPEN, ACCEPTED] : [], total: 2 }), 'GET /users': ok({ users: COLLEAGUES, total: 2 }) },
    });
    expect(await screen.findByRole('heading', { name: 'Classes of the day' })).toBeInTheDocument();
    const date = screen.getByLabelText(/^Date/);
    expect(date).toHaveValue(TODAY);
    await waitFor(() => expect(rowsOf()).toHaveLength(2));
    const [first, second] = rowsOf();
    expect(first).toHaveTextContent('1');
    expect(first).toHaveTextContent('09:00–09:50');
    expect(first).toHaveTextContent('III CSE-B');
    expect(first).toHaveTextContent('Meena K');
    expect(first).toHaveTextContent('Accepted');
    expect(within(first!).queryByRole('combobox')).toBeNull();
    expect(second).toHaveTextContent('II CSE-A');
    expect(second).toHaveTextContent('Dr. Rao');
    expect(second).toHaveTextContent('HOD to arrange');
    const call = app.api.calls.find((made) => made.path === '/arrangements');
    expect(call?.query.get('department')).toBe(DEPARTMENT);
    expect(call?.query.get('date')).toBe(TODAY);

    const printed: unknown[] = [];
    window.print = () => printed.push(true);
    await app.user.click(screen.getByRole('button', { name: 'Print' }));
    expect(printed).toHaveLength(1);

    const tomorrow = addDays(TODAY, 1);
    await app.user.clear(date);
    await app.user.type(date, tomorrow);
    expect(await screen.findByText('No class of the department needs covering on this day.')).toBeInTheDocument();
    expect(app.api.calls.some((made) => made.path === '/arrangements' && made.query.get('date') === tomorrow)).toBe(true);
  });

  it('assigns a colleague to an open class, shows a refusal, and follows arrangement:changed', async () => {
    let day: ArrangementDto[] = [OPEN];
    let refuse = true;
    const app = renderLiveApp({
      path: '/hod/classes-of-the-day',
      signedInAs: hodUser,
      api: {
        'GET /arrangements': () => ok({ arrangements: day, total: day.length }),
        'GET /users': ok({ users: COLLEAGUES, total: 2 }),
        'PUT /arrangements/:id': ({ params, body }) => {
          if (refuse) return fail(409, 'Meena K takes III ECE-B then');
          const { substituteId } = body as { substituteId: string };
          day = day.map((item) => (item._id === params.id ? { ...item, status: 'assigned' as const, substitute: { _id: substituteId, name: 'Meena K' } } : item));
          return ok({ arrangement: day[0] });
        },
      },
    });
    const assign = await screen.findByRole('combobox', { name: 'Assign II CSE-A, period 3' });
    // The absent teacher is not offered.
    await waitFor(() => expect(within(assign).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a colleague', 'Meena K']));
    await app.user.selectOptions(assign, 'u-meena');
    expect(await screen.findByRole('alert')).toHaveTextContent('Meena K takes III ECE-B then');
    const sent = app.api.calls.find((call) => call.method === 'PUT');
    expect(sent?.path).toBe('/arrangements/a1');
    expect(sent?.body).toEqual({ substituteId: 'u-meena' });

    refuse = false;
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Assign II CSE-A, period 3' }), 'u-meena');
    await waitFor(() => expect(rowsOf()[0]).toHaveTextContent('Assigned by the HOD'));
    expect(screen.queryByRole('combobox', { name: /Assign/ })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    app.server(() => app.sockets.current.accept());
    const released: ArrangementDto = { ...day[0]!, status: 'released' };
    day = [released];
    app.server(() => app.sockets.current.emit('arrangement:changed', { arrangement: released, position: 12, event: { type: 'ArrangementReleased', actor: { _id: 'u-rao', name: 'Dr. Rao', role: 'employee' }, occurredAt: '2026-12-07T10:00:00.000Z' } }));
    expect(await screen.findByText('Released: the leave no longer stands')).toBeInTheDocument();
  });

  it("lets the admin choose the department and read its day, without Assign", async () => {
    const app = renderLiveApp({
      path: '/admin/classes-of-the-day',
      signedInAs: adminUser,
      api: { 'GET /arrangements': ok({ arrangements: [OPEN], total: 1 }) },
    });
    expect(await screen.findByText('Choose a department to see its classes of the day.')).toBeInTheDocument();
    await app.user.selectOptions(screen.getByRole('combobox', { name: /Department/ }), DEPARTMENT);
    await waitFor(() => expect(rowsOf()).toHaveLength(1));
    expect(screen.queryByRole('combobox', { name: /Assign/ })).toBeNull();
    expect(app.api.calls.find((call) => call.path === '/arrangements')?.query.get('department')).toBe(DEPARTMENT);
  });

  it("lists the classes each teacher took this term, most first, and exports the department's month as CSV or Excel", async () => {
    const saved: string[] = [];
    // jsdom has no object URLs, and the files fetch answers are Node's Blobs: the page's Blob is Node's here.
    vi.stubGlobal('Blob', NodeBlob);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:export', revokeObjectURL: () => {} }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    let refuse = false;
    const app = renderLiveApp({
      path: '/hod/classes-of-the-day',
      signedInAs: hodUser,
      api: {
        'GET /arrangements': ok({ arrangements: [OPEN], total: 1 }),
        'GET /users': ok({ users: COLLEAGUES, total: 2 }),
        'GET /arrangements/counts': ok({ counts: [{ _id: 'u-rao', name: 'Dr. Rao', count: 1 }, { _id: 'u-meena', name: 'Meena K', count: 4 }] }),
        'GET /exports/arrangements.csv': () => (refuse ? fail(400, 'From must not be after To') : { status: 200, body: new NodeBlob(['Date,Period\n'], { type: 'text/csv' }) }),
        'GET /exports/arrangements.xlsx': { status: 200, body: new NodeBlob(['xlsx'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }) },
      },
    });
    const term = await screen.findByRole('table', { name: `Classes of ${DEPARTMENT} each teacher has taken for colleagues this term` });
    const taken = within(term).getAllByRole('row').slice(1);
    expect(taken.map((row) => row.textContent)).toEqual(['Meena K4', 'Dr. Rao1']);
    expect(app.api.calls.find((made) => made.path === '/arrangements/counts')?.query.get('department')).toBe(DEPARTMENT);

    const month = TODAY.slice(0, 7);
    expect(screen.getByLabelText(/^From/)).toHaveValue(`${month}-01`);
    expect((screen.getByLabelText(/^To/) as HTMLInputElement).value.startsWith(month)).toBe(true);
    await app.user.click(screen.getByRole('button', { name: `Download the classes of ${DEPARTMENT} as CSV` }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const csvCall = app.api.calls.find((made) => made.path === '/exports/arrangements.csv');
    expect(csvCall?.query.get('department')).toBe(DEPARTMENT);
    expect(csvCall?.query.get('from')).toBe(`${month}-01`);
    await app.user.click(screen.getByRole('button', { name: `Download the classes of ${DEPARTMENT} as Excel` }));
    await waitFor(() => expect(saved).toHaveLength(2));

    // A range that runs backwards is refused on the form; the server's refusal shows under it.
    const from = screen.getByLabelText(/^From/);
    await app.user.clear(from);
    await app.user.type(from, `${Number(month.slice(0, 4)) + 1}-01-01`);
    expect(screen.getByText('From must not be after To')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Download the classes of ${DEPARTMENT} as CSV` })).toBeDisabled();
    await app.user.clear(from);
    await app.user.type(from, `${month}-01`);
    refuse = true;
    await app.user.click(screen.getByRole('button', { name: `Download the classes of ${DEPARTMENT} as CSV` }));
    expect(await screen.findByText('From must not be after To')).toBeInTheDocument();
  });
});
