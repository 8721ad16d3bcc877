// Issue 25: a client that retried a POST after losing the answer could apply it twice (the overlap check
// was the only guard). Idempotency-Key on every POST and PUT: the same key and request answer the first
// answer and append nothing; another request under the key is 422; a retry while the first runs is 409.

import type { InjectOptions } from 'fastify';
import type { CalendarDate } from '@leave/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekdaysAfter } from '@leave/core/testing/dates';
import { startTestRuntime } from '../helper';
import { addCast, body } from '../fixtures';
import type { Runtime } from '../../src/runtime';

let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;
/** Seven working days from a week after the runtime's today on: the dates applied for below. */
let day: CalendarDate[];

const inject = (options: InjectOptions) => runtime.app.inject(options);
const countEvents = async () => Number((await runtime.database.db.selectFrom('events').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
const leave = (date: string, reason = 'Family function at home') => ({ leaveType: 'cl', fromDate: date, toDate: date, reason });

beforeAll(async () => {
  runtime = await startTestRuntime();
  cast = await addCast(runtime);
  day = weekdaysAfter(runtime.clock.today(), 7);
});
afterAll(() => runtime.close());

describe('Idempotency-Key', () => {
  it('answers a retry with the first answer and appends nothing', async () => {
    const send = () => inject({ method: 'POST', url: '/api/leaves', headers: { ...cast.empCse.headers, 'idempotency-key': '"apply-1"' }, payload: leave(day[0]!) });
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    const events = await countEvents();
    const again = await send();
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await countEvents()).toBe(events);
    const row = await runtime.database.db.selectFrom('idempotency_keys').selectAll().where('key', '=', 'apply-1').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ scope: cast.empCse.user.id, committed: true, status: 201 });

    // A decision too, with a bare key.
    const id = body(first).data.leave._id as string;
    const decide = () => inject({ method: 'PUT', url: `/api/leaves/${id}/status`, headers: { ...cast.hodCse.headers, 'idempotency-key': 'decide-1' }, payload: { status: 'hodApproved' } });
    const decided = await decide();
    expect(decided.statusCode, decided.body).toBe(200);
    const afterDecision = await countEvents();
    const decidedAgain = await decide();
    expect(decidedAgain.statusCode).toBe(200);
    expect(decidedAgain.body).toBe(decided.body);
    expect(await countEvents()).toBe(afterDecision);
  });

  it('refuses the same key with another body (422), and keeps keys apart per person', async () => {
    const headers = { ...cast.empCse2.headers, 'idempotency-key': 'apply-2' };
    expect((await inject({ method: 'POST', url: '/api/leaves', headers, payload: leave(day[1]!) })).statusCode).toBe(201);
    const events = await countEvents();
    const other = await inject({ method: 'POST', url: '/api/leaves', headers, payload: leave(day[2]!) });
    expect(other.statusCode).toBe(422);
    expect(body(other)).toEqual({ success: false, message: 'This Idempotency-Key was already used for a different request' });
    expect(await countEvents()).toBe(events);
    const someoneElse = await inject({ method: 'POST', url: '/api/leaves', headers: { ...cast.empEce.headers, 'idempotency-key': 'apply-2' }, payload: leave(day[1]!) });
    expect(someoneElse.statusCode).toBe(201);
  });

  it('tells a retry to wait while the first still runs, and never applies twice when the first committed but lost its answer', async () => {
    const db = runtime.database.db;
    const running = await inject({ method: 'POST', url: '/api/leaves', headers: { ...cast.empCse.headers, 'idempotency-key': 'apply-3' }, payload: leave(day[3]!) });
    expect(running.statusCode).toBe(201);
    // As if the first request were still running (its answer not stored yet, its lease not over).
    await db.updateTable('idempotency_keys').set({ status: null, body: null, content_type: null, locked_until: sql<Date>`now() + interval '30 seconds'` }).where('key', '=', 'apply-3').execute();
    const waiting = await inject({ method: 'POST', url: '/api/leaves', headers: { ...cast.empCse.headers, 'idempotency-key': 'apply-3' }, payload: leave(day[3]!) });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.headers['retry-after']).toBe('1');
    // As if the node had died after the commit, before answering: the lease is over, the commit stays.
    await db.updateTable('idempotency_keys').set({ locked_until: sql<Date>`now() - interval '1 second'` }).where('key', '=', 'apply-3').execute();
    const events = await countEvents();
    const lost = await inject({ method: 'POST', url: '/api/leaves', headers: { ...cast.empCse.headers, 'idempotency-key': 'apply-3' }, payload: leave(day[3]!) });
    expect(lost.statusCode).toBe(409);
    expect(body(lost).message).toBe('This request was already applied; its answer is no longer available');
    expect(await countEvents()).toBe(events);
  });

  it('runs a request again whose first run died before committing, and one whose key is over 24 hours old', async () => {
    const db = runtime.database.db;
    await db.insertInto('idempotency_keys').values({ scope: cast.empEce.user.id, key: 'died', fingerprint: 'x', holder: 'a request that died', locked_until: sql<Date>`now() - interval '1 second'` }).execute();
    const fingerprintless = await inject({ method: 'POST', url: '/api/leaves', headers: { ...cast.empEce.headers, 'idempotency-key': 'died' }, payload: leave(day[4]!) });
    // The dead request's fingerprint differs from this one: another request under the key.
    expect(fingerprintless.statusCode).toBe(422);
    await db.updateTable('idempotency_keys').set({ created_at: sql<Date>`now() - interval '25 hours'` }).where('key', '=', 'died').execute();
    const fresh = await inject({ method: 'POST', url: '/api/leaves', headers: { ...cast.empEce.headers, 'idempotency-key': 'died' }, payload: leave(day[4]!) });
    expect(fresh.statusCode, fresh.body).toBe(201);
  });

  it('refuses a key that is empty, too long or not printable, and leaves requests without a key as they were', async () => {
    for (const key of ['', 'x'.repeat(256), 'tab\there']) {
      const answer = await inject({ method: 'POST', url: '/api/leaves', headers: { ...cast.empCse.headers, 'idempotency-key': key }, payload: leave(day[5]!) });
      expect(answer.statusCode, JSON.stringify(key)).toBe(400);
    }
    expect((await inject({ method: 'POST', url: '/api/leaves', headers: cast.empCse.headers, payload: leave(day[6]!) })).statusCode).toBe(201);
    expect((await inject({ method: 'POST', url: '/api/leaves', headers: cast.empCse.headers, payload: leave(day[6]!) })).statusCode).toBe(409);
  });
});

describe('Idempotency-Key with files', () => {
  /** A small PDF, different for each `text`. */
  const pdf = (text: string) => Buffer.from(`%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n% ${text}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`);
  /** A multipart request as a browser's FormData makes it (a new boundary each time). */
  async function multipart(url: string, key: string, fields: Record<string, string>, files: [name: string, bytes: Buffer][]) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const [name, bytes] of files) form.append('file', new Blob([bytes], { type: 'application/pdf' }), name);
    const encoded = new Response(form);
    const payload = Buffer.from(await encoded.arrayBuffer());
    return inject({ method: 'POST', url, headers: { ...cast.hodEce.headers, 'idempotency-key': key, 'content-type': encoded.headers.get('content-type')! }, payload });
  }
  const attachmentsOf = async (leaveId: string) => (await runtime.database.db.selectFrom('leave_attachments').select('file_name').where('leave_id', '=', leaveId).execute()).map((row) => row.file_name);

  it('covers every uploaded file: another file under the same key is a 422 and is not stored; the same file again gets the first answer', async () => {
    const [first, second] = weekdaysAfter(runtime.clock.today(), 2, 30);
    const applied = await inject({ method: 'POST', url: '/api/leaves', headers: cast.hodEce.headers, payload: leave(first!) });
    expect(applied.statusCode, applied.body).toBe(201);
    const leaveId = body(applied).data.leave._id as string;
    const url = `/api/leaves/${leaveId}/attachments`;

    const a = await multipart(url, 'attach-1', {}, [['a.pdf', pdf('a')]]);
    expect(a.statusCode, a.body).toBe(201);
    const events = await countEvents();
    const b = await multipart(url, 'attach-1', {}, [['b.pdf', pdf('b')]]);
    expect(b.statusCode).toBe(422);
    expect(body(b)).toEqual({ success: false, message: 'This Idempotency-Key was already used for a different request' });
    // The same bytes under another name are another request too.
    expect((await multipart(url, 'attach-1', {}, [['renamed.pdf', pdf('a')]])).statusCode).toBe(422);
    const again = await multipart(url, 'attach-1', {}, [['a.pdf', pdf('a')]]);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(a.body);
    expect(await countEvents()).toBe(events);
    expect(await attachmentsOf(leaveId)).toEqual(['a.pdf']);

    // An application sent as multipart: its fields and its files make the request.
    const fields = { leaveType: 'cl', fromDate: second!, toDate: second!, reason: 'Family function at home' };
    const withA = await multipart('/api/leaves', 'apply-with-file', fields, [['a.pdf', pdf('a')]]);
    expect(withA.statusCode, withA.body).toBe(201);
    expect((await multipart('/api/leaves', 'apply-with-file', fields, [['a.pdf', pdf('another')]])).statusCode).toBe(422);
    expect((await multipart('/api/leaves', 'apply-with-file', fields, [])).statusCode).toBe(422);
    expect((await multipart('/api/leaves', 'apply-with-file', fields, [['a.pdf', pdf('a')]])).body).toBe(withA.body);
  });
});
