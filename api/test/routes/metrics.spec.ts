import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HEADINGS, staffRow, workbook } from '@leave/core/testing/workbooks';
import { fixedClock, listenLocally, startTestRuntime, usesServices } from '../helper';
import { addCast, body, type Person } from '../fixtures';
import { listen, waitFor, type LiveSocket } from '../realtime/live-helpers';
import { upload } from '../jobs/support';
import type { Runtime } from '../../src/runtime';

const TOKEN = 'metrics-token-for-the-tests-0123';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The value of one sample of Prometheus's text format, e.g. `leave_jobs{state="failed"}`; undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

describe(`GET /api/metrics (${usesServices ? 'Postgres, BullMQ' : 'PGlite, in-process jobs'})`, () => {
  let runtime: Runtime;
  let cast: Awaited<ReturnType<typeof addCast>>;
  let socket: LiveSocket;
  const metrics = async () => {
    const response = await runtime.app.inject({ method: 'GET', url: '/api/metrics', headers: bearer(TOKEN) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.body;
  };
  const apply = (who: Person) =>
    runtime.app.inject({ method: 'POST', url: '/api/leaves', headers: who.headers, payload: { leaveType: 'cl', fromDate: '2026-11-24', toDate: '2026-11-24', reason: 'Reason long enough' } });

  beforeAll(async () => {
    runtime = await startTestRuntime({ clock: fixedClock('2026-11-23'), workers: true, env: { METRICS_TOKEN: TOKEN } });
    cast = await addCast(runtime);
    socket = await listen(await listenLocally(runtime), cast.hodCse.token);

    // A few requests: three answered, one refused, one unknown path, an application (a command pushed
    // to the HOD's socket), and an import of two rows.
    for (let i = 0; i < 3; i++) expect((await runtime.app.inject({ method: 'GET', url: '/api/departments' })).statusCode).toBe(200);
    expect((await runtime.app.inject({ method: 'GET', url: '/api/leaves', headers: cast.empCse.headers })).statusCode).toBe(403);
    expect((await runtime.app.inject({ method: 'GET', url: '/api/nothing-here/42' })).statusCode).toBe(404);
    const pushed = waitFor(socket, 'leave:created');
    expect((await apply(cast.empCse)).statusCode).toBe(201);
    await pushed;
    const imported = await upload(runtime, cast.admin, workbook([HEADINGS, staffRow(1), staffRow(2)]));
    expect(imported.statusCode, imported.body).toBe(200);
    expect(body(imported).successful).toBe(2);
  });
  afterAll(async () => {
    socket?.close();
    await runtime.close();
  });

  it('is a 401 without the token or with a wrong one', async () => {
    for (const headers of [{}, bearer('not-the-metrics-token-0123456789'), { authorization: TOKEN }, bearer(`${TOKEN}x`)]) {
      const response = await runtime.app.inject({ method: 'GET', url: '/api/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('leave_');
    }
  });

  it('counts the requests by route pattern and status, with their durations', async () => {
    const text = await metrics();
    expect(sample(text, 'leave_http_request_duration_seconds_count', { method: 'GET', route: '/api/departments', status_code: '200' })).toBe(3);
    expect(sample(text, 'leave_http_request_duration_seconds_count', { method: 'GET', route: '/api/leaves', status_code: '403' })).toBe(1);
    expect(sample(text, 'leave_http_request_duration_seconds_count', { method: 'POST', route: '/api/leaves', status_code: '201' })).toBe(1);
    expect(sample(text, 'leave_http_request_duration_seconds_count', { method: 'POST', route: '/api/excel/upload', status_code: '200' })).toBe(1);
    // An unknown path is one series, whatever the path was.
    expect(sample(text, 'leave_http_request_duration_seconds_count', { method: 'GET', route: 'not-found', status_code: '404' })).toBe(1);
    expect(text).not.toContain('nothing-here');
    expect(sample(text, 'leave_http_request_duration_seconds_sum', { method: 'GET', route: '/api/departments', status_code: '200' })).toBeGreaterThan(0);
  });

  it('counts the commands by type, the pushes with their lag, and the connected socket', async () => {
    const text = await metrics();
    expect(sample(text, 'leave_commands_total', { type: 'LeaveApplied' })).toBe(1);
    expect(sample(text, 'leave_event_push_lag_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'leave_connected_sockets')).toBe(1);
  });

  it('reports the job queue and the import speed', async () => {
    // The import's end queues the inbox's e-mail jobs after its commit: the queue is empty once they ran.
    await vi.waitFor(async () => {
      const text = await metrics();
      for (const state of ['waiting', 'active', 'delayed', 'failed']) expect(sample(text, 'leave_jobs', { state })).toBe(0);
    }, { timeout: 15_000, interval: 100 });
    expect(sample(await metrics(), 'leave_import_rows_per_second')).toBeGreaterThan(0);
  });

  it('includes the process figures (memory, CPU, event loop)', async () => {
    const text = await metrics();
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });
});
