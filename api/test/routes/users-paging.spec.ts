import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, addPerson, body, CSE, ECE, type Person } from '../fixtures';
import type { Runtime } from '../../src/runtime';

// GET /api/users pages, filters and counts on the server; without `limit` it answers the whole list.
const clock = fixedClock('2026-11-23');
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;

const list = (who: Person, query = '') => runtime.app.inject({ method: 'GET', url: `/api/users${query}`, headers: who.headers });
const names = (response: Awaited<ReturnType<typeof list>>) => (body(response).data.users as { name: string }[]).map((u) => u.name);

beforeAll(async () => {
  runtime = await startTestRuntime({ clock });
  cast = await addCast(runtime);
  for (let i = 1; i <= 4; i++) await addPerson(runtime, { name: `Paged Person ${i}`, email: `paged${i}@college.edu`, role: 'employee', department: CSE });
  await addPerson(runtime, { name: 'Paged Ece', email: 'paged.ece@college.edu', role: 'employee', department: ECE });
});
afterAll(() => runtime.close());

describe('GET /api/users on the server side: filters and pages', () => {
  it('without a limit answers the whole list with no total', async () => {
    const data = body(await list(cast.admin)).data;
    expect(data.users.length).toBe(11);
    expect(data.total).toBeUndefined();
  });

  it('pages newest first with a total, and the pages add up to the list', async () => {
    const whole = names(await list(cast.admin));
    const first = body(await list(cast.admin, '?limit=5&offset=0')).data;
    const second = body(await list(cast.admin, '?limit=5&offset=5')).data;
    const third = body(await list(cast.admin, '?limit=5&offset=10')).data;
    expect(first.total).toBe(whole.length);
    expect([...first.users, ...second.users, ...third.users].map((u: { name: string }) => u.name)).toEqual(whole);
  });

  it('filters by role, department and a search in name, e-mail or employee ID, and counts what matches', async () => {
    const hods = body(await list(cast.admin, '?role=hod&limit=25')).data;
    expect(hods.users.map((u: { name: string }) => u.name).sort()).toEqual(['Hari Ece', 'Hema Cse']);
    expect(hods.total).toBe(2);
    expect(names(await list(cast.admin, '?department=ece'))).toEqual(['Paged Ece', 'Uma Ece', 'Hari Ece']);
    expect(names(await list(cast.admin, '?search=PAGED%20person&limit=2'))).toEqual(['Paged Person 4', 'Paged Person 3']);
    expect(body(await list(cast.admin, '?search=paged3@college')).data.users).toHaveLength(1);
    expect(body(await list(cast.admin, '?search=%25')).data.users).toEqual([]);
  });

  it('answers only the people asked for with `ids`, leaving out those deleted', async () => {
    const gone = await addPerson(runtime, { name: 'Soon Gone', email: 'soon.gone@college.edu', role: 'employee', department: CSE });
    expect((await runtime.app.inject({ method: 'DELETE', url: `/api/users/${gone.user.id}`, headers: cast.admin.headers })).statusCode).toBe(200);
    const answer = names(await list(cast.admin, `?ids=${cast.empCse.user.id},${gone.user.id},nobody`));
    expect(answer).toEqual(['Ravi Cse']);
  });

  it("keeps a HOD to their department's non-admins whatever the filters ask", async () => {
    expect(names(await list(cast.hodCse, '?department=ECE'))).toEqual([]);
    expect(names(await list(cast.hodCse, '?role=admin'))).toEqual([]);
    expect(body(await list(cast.hodCse, '?limit=3')).data.total).toBe(7);
    expect(names(await list(cast.hodCse, `?ids=${cast.empEce.user.id}`))).toEqual([]);
  });

  it("pages a HOD's department with its HOD first, and counts the active people", async () => {
    const first = body(await list(cast.hodCse, '?limit=2')).data.users as { name: string; role: string }[];
    expect(first.map((u) => u.role)).toEqual(['hod', 'employee']);
    expect(first[0]!.name).toBe('Hema Cse');
    // The whole list keeps the original order, newest first.
    expect(names(await list(cast.hodCse))[0]).toBe('Paged Person 4');
    const inactive = await addPerson(runtime, { name: 'Resting Cse', email: 'resting.cse@college.edu', role: 'employee', department: CSE });
    expect((await runtime.app.inject({ method: 'PUT', url: `/api/users/${inactive.user.id}`, headers: cast.admin.headers, payload: { isActive: false } })).statusCode).toBe(200);
    const active = body(await list(cast.hodCse, '?active=true&limit=1')).data.total as number;
    const everyone = body(await list(cast.hodCse, '?limit=1')).data.total as number;
    expect(everyone - active).toBe(1);
    expect(names(await list(cast.hodCse, '?active=false'))).toEqual(['Resting Cse']);
    expect((await list(cast.hodCse, '?active=yes')).statusCode).toBe(400);
  });

  it('refuses unknown parameters and bad values with a 400 and its reason', async () => {
    const unknown = await list(cast.admin, '?page=2');
    expect(unknown.statusCode).toBe(400);
    expect((await list(cast.admin, '?limit=0')).statusCode).toBe(400);
    expect((await list(cast.admin, '?role=root')).statusCode).toBe(400);
    expect((await list(cast.admin, '?department=Astrology')).statusCode).toBe(400);
    expect((await list(cast.admin, `?ids=${Array.from({ length: 101 }, (_, i) => `id${i}`).join(',')}`)).statusCode).toBe(400);
  });
});
