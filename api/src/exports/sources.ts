// The rows of each export, read from the database in batches by key (keyset paging), so that however many
// rows there are, one batch at a time is in memory: applications (the read model), the staff register
// (users and their balances), the balance ledger (every `balance-<id>` event with the figure after it) and
// the event log (with its hash chain).

import { departmentStreamIds, livePeopleBatch, namesOf } from '@leave/core/users';
import {
  balanceEventTypes,
  balanceHistory,
  evolveBalance,
  EMPTY_BALANCE,
  type BalanceEvent,
  type ExportKind,
  type ExportQuery,
  type LeaveBalance,
} from '@leave/domain';
import type { Db } from '@leave/core/db';
import { balanceStream, eventOf, eventsOfTypesByStream, logBatchAfter } from '@leave/core/event-store';
import { applicationsBatch, balancesBeside } from '@leave/core/projections';
import { auditActorOf, logFilterOf } from '../audit/queries';
import { CHAIN_HASH_COLUMN, DIGEST_LABEL, finalDigest, genesisHash, rowHash } from './hash-chain';
import { cellText, textCell, type Cell } from './table-writers';

export const EXPORT_BATCH = 1000;

export interface ExportTable {
  sheetName: string;
  header: readonly string[];
  rows: AsyncIterable<readonly Cell[]>;
}

const text = (value: string | null | undefined): Cell => (value === null || value === undefined ? null : textCell(value));
const iso = (value: Date | string) => new Date(value).toISOString();

async function* applications(db: Db, filter: ExportQuery, timezone: string): AsyncGenerator<readonly Cell[]> {
  let after = -1;
  for (;;) {
    const batch = await applicationsBatch(db, filter, timezone, after, EXPORT_BATCH);
    for (const { application: leave } of batch) {
      yield [
        text(leave.leaveId),
        text(leave.applicant.employeeId),
        text(leave.applicant.name),
        text(leave.applicant.role),
        text(leave.department),
        text(leave.leaveType),
        text(leave.fromDate),
        text(leave.toDate),
        text(leave.fromHalf ?? 'first'),
        text(leave.toHalf ?? 'second'),
        leave.numberOfDays,
        text(leave.status),
        text(leave.reason),
        text(leave.rejectionReason),
        text(leave.hodApprovedBy?.name),
        text(leave.approvedBy?.name),
        text(leave.rejectedBy?.name),
        text(iso(leave.appliedAt)),
        text(iso(leave.updatedAt)),
        leave.version,
        text(leave.kind ?? 'leave'),
      ];
    }
    if (batch.length < EXPORT_BATCH) return;
    after = batch.at(-1)!.position;
  }
}

async function* staff(db: Db, filter: ExportQuery, otherCodes: readonly string[]): AsyncGenerator<readonly Cell[]> {
  let after = '';
  for (;;) {
    const batch = await livePeopleBatch(db, { department: filter.department, personId: filter.personId }, after, EXPORT_BATCH, balancesBeside);
    for (const { account: person, beside: balance } of batch) {
      yield [
        text(person.id),
        text(person.employeeId),
        text(person.name),
        text(person.email),
        text(person.role),
        text(person.department),
        text(person.designation),
        text(person.qualification),
        text(person.mobileNo),
        text(person.dateOfBirth),
        text(person.dateOfJoining),
        text(person.isActive ? 'yes' : 'no'),
        balance.cl,
        balance.scl,
        balance.el,
        balance.hpl,
        balance.ccl,
        ...otherCodes.map((code) => balance[code] ?? 0),
      ];
    }
    if (batch.length < EXPORT_BATCH) return;
    after = batch.at(-1)!.account.id;
  }
}

/** Every ledger entry, person by person and oldest first, with the figure after it (domain's balanceHistory). */
async function* ledger(db: Db, filter: ExportQuery): AsyncGenerator<readonly Cell[]> {
  let after: [string, number] = ['', 0];
  let current: { userId: string; balance: LeaveBalance } = { userId: '', balance: { ...EMPTY_BALANCE } };
  const prefix = balanceStream.id('');
  for (;;) {
    const department = filter.department;
    const batch = await eventsOfTypesByStream(
      db,
      balanceEventTypes.names,
      after,
      {
        ...(filter.personId ? { streamId: balanceStream.id(filter.personId) } : {}),
        ...(department ? { streamIdsFrom: departmentStreamIds(db, department, prefix) } : {}),
      },
      EXPORT_BATCH,
    );
    const owners = [...new Set(batch.map((row) => balanceStream.ownerOf(row.streamId)).filter((id): id is string => id !== null))];
    const people = owners.length === 0 ? [] : await namesOf(db, owners);
    const byId = new Map(people.map((person) => [person.id, person]));
    for (const row of batch) {
      const of = eventOf<BalanceEvent>(balanceStream, row);
      if (!of) continue;
      if (of.ownerId !== current.userId) current = { userId: of.ownerId, balance: { ...EMPTY_BALANCE } };
      const actor = auditActorOf(row.metadata);
      const [entry] = balanceHistory([{ event: of.event, actor: { ...actor, role: actor.role ?? 'admin' }, occurredAt: iso(row.occurredAt) }], current.balance);
      current.balance = evolveBalance(current.balance, of.event);
      const person = byId.get(of.ownerId);
      yield [
        row.globalPosition,
        text(of.ownerId),
        text(person?.employeeId),
        text(person?.name),
        text(person?.department),
        row.version,
        text(row.type),
        text(entry!.leaveType),
        text(entry!.kind),
        entry!.days,
        entry!.balanceAfter,
        text(entry!.period),
        text(entry!.reason),
        text(actor.name),
        text(iso(row.occurredAt)),
      ];
    }
    if (batch.length < EXPORT_BATCH) return;
    const last = batch.at(-1)!;
    after = [last.streamId, last.version];
  }
}

const EVENTS_HEADER = ['row', 'position', 'streamId', 'version', 'type', 'occurredAt', 'actorId', 'actorName', 'actorRole', 'data', CHAIN_HASH_COLUMN] as const;

/** The log oldest first (the chain's order), each row chained to the one before, and the final digest. */
async function* events(db: Db, filter: ExportQuery, timezone: string): AsyncGenerator<readonly Cell[]> {
  let after = 0;
  let previous = genesisHash(EVENTS_HEADER);
  let count = 0;
  const log = logFilterOf(db, filter, timezone);
  for (;;) {
    const batch = await logBatchAfter(db, log, after, EXPORT_BATCH);
    for (const row of batch) {
      const actor = auditActorOf(row.metadata);
      const cells: Cell[] = [
        ++count,
        row.globalPosition,
        text(row.streamId),
        row.version,
        text(row.type),
        text(iso(row.occurredAt)),
        text(actor._id),
        text(actor.name),
        text(actor.role ?? ''),
        text(JSON.stringify(row.data)),
      ];
      previous = rowHash(previous, cells.map(cellText));
      yield [...cells, previous];
    }
    if (batch.length < EXPORT_BATCH) break;
    after = batch.at(-1)!.globalPosition;
  }
  yield [DIGEST_LABEL, count, ...EVENTS_HEADER.slice(2, -1).map(() => null), finalDigest(previous, count)];
}

/** The table of one export: its header and its rows, read lazily. */
/**
 * `otherCodes`: the types of the policy in force beyond the five (issue 20), a column each in the staff
 * export after the five's.
 */
export function exportTable(db: Db, kind: ExportKind, filter: ExportQuery, timezone: string, otherCodes: readonly string[] = []): ExportTable {
  switch (kind) {
    case 'applications':
      return {
        sheetName: 'Applications',
        // kind: 'leave', or 'compOff' for a claim of compensatory leave (its dates are the day worked).
        header: ['id', 'employeeId', 'name', 'role', 'department', 'leaveType', 'fromDate', 'toDate', 'fromHalf', 'toHalf', 'days', 'status', 'reason', 'rejectionReason', 'hodApprovedBy', 'approvedBy', 'rejectedBy', 'appliedAt', 'updatedAt', 'version', 'kind'],
        rows: applications(db, filter, timezone),
      };
    case 'staff':
      return {
        sheetName: 'Staff',
        header: ['id', 'employeeId', 'name', 'email', 'role', 'department', 'designation', 'qualification', 'mobileNo', 'dateOfBirth', 'dateOfJoining', 'active', 'cl', 'scl', 'el', 'hpl', 'ccl', ...otherCodes],
        rows: staff(db, filter, otherCodes),
      };
    case 'ledger':
      return {
        sheetName: 'Ledger',
        header: ['position', 'personId', 'employeeId', 'name', 'department', 'version', 'event', 'leaveType', 'kind', 'days', 'balanceAfter', 'period', 'reason', 'by', 'occurredAt'],
        rows: ledger(db, filter),
      };
    case 'events':
      return { sheetName: 'Events', header: EVENTS_HEADER, rows: events(db, filter, timezone) };
  }
}
