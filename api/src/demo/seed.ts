// Demo data: a HOD and two employees in each of the eight departments, with applications in every
// status, created through the same commands as the routes so that the event log and read models are
// exactly what real use would produce. Runs at start in demo mode and by `npm run seed:demo`; a
// database that already holds demo people is left alone.

import { randomUUID } from 'node:crypto';
import { addDays, dayOfWeek, DEPARTMENTS, DomainError, type CalendarDate, type LeaveStatusBody, type LeaveType, type Role, type Account } from '@leave/domain';
import type { Config } from '@leave/core/config';
import type { Db } from '@leave/core/db';
import type { Clock } from '@leave/core/clock';
import { metadataBy, type EventMetadata, type EventStore } from '@leave/core/event-store';
import { SEEDED_HISTORY_REQUEST_ID } from '@leave/core/notifications';
import { createUser } from '@leave/core/users';
import { emailEverUsed, firstLiveAdmin, hashPassword } from '@leave/core/users';
import { decideOnLeave } from '@leave/core/leave';

export const DEMO_PASSWORDS = { hod: 'hod12345', employee: 'employee123' } as const;

/** hod.cse@college.edu, emp1.cse@college.edu, emp2.cse@college.edu, ... (the department code, letters only). */
export function demoEmail(kind: 'hod' | 'emp1' | 'emp2', departmentCode: string): string {
  return `${kind}.${departmentCode.toLowerCase().replace(/[^a-z]/g, '')}@college.edu`;
}

/** Who the demo has in each department, in the order of DEPARTMENTS. */
export const DEMO_PEOPLE: ReadonlyArray<{ hod: string; employees: [string, string] }> = [
  { hod: 'Dr. Lakshmi Narayanan', employees: ['Priya Raman', 'Arjun Mehta'] },
  { hod: 'Dr. Suresh Kumar', employees: ['Kavya Reddy', 'Rahul Verma'] },
  { hod: 'Dr. Anitha Raj', employees: ['Vikram Singh', 'Divya Krishnan'] },
  { hod: 'Dr. Mohan Das', employees: ['Sneha Iyer', 'Karthik Subramanian'] },
  { hod: 'Dr. Revathi Sundar', employees: ['Aditya Sharma', 'Meena Pillai'] },
  { hod: 'Dr. Ganesh Babu', employees: ['Nisha Agarwal', 'Sanjay Patel'] },
  { hod: 'Dr. Uma Maheswari', employees: ['Deepak Joshi', 'Lavanya Menon'] },
  { hod: 'Dr. Ramesh Chandran', employees: ['Pooja Nair', 'Vivek Rao'] },
];

export interface DemoDeps {
  db: Db;
  eventStore: EventStore;
  config: Config;
  clock: Clock;
}

export interface DemoSeedResult {
  seeded: boolean;
  people: number;
  applications: number;
}

/** The first Monday at least a week after today: every demo application lies ahead, on working days. */
function mondayAfterNextWeek(today: CalendarDate): CalendarDate {
  let day = addDays(today, 7);
  while (dayOfWeek(day) !== 1) day = addDays(day, 1);
  return day;
}

export async function seedDemoData(deps: DemoDeps): Promise<DemoSeedResult> {
  if (await emailEverUsed(deps.db, demoEmail('hod', DEPARTMENTS[0]!.code))) return { seeded: false, people: 0, applications: 0 };
  const admin = await firstLiveAdmin(deps.db);
  if (!admin) throw new Error('The demo data needs an admin: start the api once (it creates ADMIN_EMAIL) before seeding');

  const today = deps.clock.today();
  const seedMetadata = (actor: Account | null): EventMetadata => metadataBy(actor, { requestId: SEEDED_HISTORY_REQUEST_ID });
  // One hash per password: argon2 is slow on purpose.
  const hashes = { hod: await hashPassword(DEMO_PASSWORDS.hod), employee: await hashPassword(DEMO_PASSWORDS.employee) };
  const person = (name: string, email: string, role: Role, department: string, joined: string, n: number) =>
    createUser(
      deps,
      {
        name,
        email,
        passwordHash: role === 'hod' ? hashes.hod : hashes.employee,
        role,
        department,
        designation: role === 'hod' ? 'Professor & Head' : n % 2 === 0 ? 'Assistant Professor' : 'Associate Professor',
        qualification: role === 'hod' ? 'Ph.D.' : n % 2 === 0 ? 'M.E.' : 'M.Tech',
        mobileNo: `98${String(40000000 + n * 1371).padStart(8, '0')}`,
        dateOfBirth: `${1975 + (n % 15)}-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 27) + 1).padStart(2, '0')}` as CalendarDate,
        dateOfJoining: joined as CalendarDate,
      },
      today,
      seedMetadata(admin),
    );

  const week = mondayAfterNextWeek(today);
  const day = (offset: number) => addDays(week, offset);
  let applications = 0;
  const apply = async (who: Account, leaveType: LeaveType, from: CalendarDate, to: CalendarDate, reason: string) => {
    applications++;
    return decideOnLeave(deps, { kind: 'apply', applicant: who, leaveId: randomUUID(), body: { leaveType, fromDate: from, toDate: to, reason } }, seedMetadata(who));
  };
  const decide = (who: Account, leaveId: string, body: LeaveStatusBody) => decideOnLeave(deps, { kind: 'status', actor: who, leaveId, body }, seedMetadata(who));

  let n = 0;
  for (const [index, department] of DEPARTMENTS.entries()) {
    const names = DEMO_PEOPLE[index]!;
    let hod: Account;
    try {
      hod = await person(names.hod, demoEmail('hod', department.code), 'hod', department.label, `${2008 + index}-06-01`, n++);
    } catch (error) {
      // Another api node started at the same moment and is seeding: its data is the demo data.
      if (index === 0 && error instanceof DomainError && error.code === 'CONFLICT') return { seeded: false, people: 0, applications: 0 };
      throw error;
    }
    const emp1 = await person(names.employees[0], demoEmail('emp1', department.code), 'employee', department.label, `${2016 + (index % 5)}-07-15`, n++);
    const emp2 = await person(names.employees[1], demoEmail('emp2', department.code), 'employee', department.label, `${2021 + (index % 4)}-01-04`, n++);

    // Pending: waiting for the HOD.
    await apply(emp1, 'cl', day(0), day(1), 'Attending a family wedding in my home town');
    // HOD-approved: waiting for the admin.
    const ccl = await apply(emp2, 'ccl', day(2), day(4), "Caring for my child's medical treatment");
    await decide(hod, ccl.id, { status: 'hodApproved' });
    // Approved at both levels: the balance ledger records the debit.
    const scl = await apply(emp1, 'scl', day(9), day(9), 'Participating in a faculty development programme');
    await decide(hod, scl.id, { status: 'hodApproved' });
    await decide(admin, scl.id, { status: 'approved' });
    // Rejected by the HOD, and by the admin after the HOD's approval.
    const rejected = await apply(emp2, 'cl', day(7), day(7), 'Personal work at the bank and post office');
    await decide(hod, rejected.id, { status: 'rejected', rejectionReason: 'Internal assessment duty is scheduled on that day' });
    if (index % 2 === 0) {
      const late = await apply(emp1, 'cl', day(14), day(15), 'Visiting my parents for a housewarming');
      await decide(hod, late.id, { status: 'hodApproved' });
      await decide(admin, late.id, { status: 'rejected', rejectionReason: 'Semester examinations are scheduled that week' });
    }
    // The HOD's own leave: calendar days, and the admin alone approves it.
    const own = await apply(hod, 'cl', day(11), day(12), 'Presenting a paper at a national conference');
    if (index % 2 === 1) await decide(admin, own.id, { status: 'approved' });
  }
  return { seeded: true, people: n, applications };
}
