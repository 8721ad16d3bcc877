// Cross-node push latency with many sockets (BENCHMARKS.md), for bench/run.ts: the command sent to one api
// node, the sockets on another, each node and the crowd of sockets in a process of its own.

import { performance } from 'node:perf_hooks';
import type { Socket } from 'socket.io-client';
import { admittedSocket } from './live-socket';
import type { CalendarDate, LeaveChangePayload } from '@leave/domain';
import { percentile, type Row, type Staff } from './scenarios';
import { listening, type BenchRuntime } from './runtimes';
import type { CrowdMessage } from './socket-crowd';
import type { ApiNodeMessage } from './api-node';
import { helperProcess } from './helper-process';

/** Applications timed one at a time, each from its request to the push (the first employees'). */
const PUSH_SAMPLES = 100;

/** `count` admin sockets connected to `url` by a process of its own (bench/socket-crowd.ts); call the result to close them. */
async function socketCrowd(url: string, token: string, count: number): Promise<() => Promise<void>> {
  const crowd = await helperProcess<CrowdMessage>('socket-crowd.ts', 'the socket crowd', (message) => ('ready' in message ? null : message.failed), { order: { url, token, count } });
  return crowd.close;
}

/** An api node in a process of its own (bench/api-node.ts) over the benchmark's services; call `close` to stop it. */
export async function apiNode(env: Record<string, string>): Promise<{ url: string; pid: number; close(): Promise<void> }> {
  const node = await helperProcess<ApiNodeMessage>('api-node.ts', 'an api node', (message) => ('url' in message ? null : message.failed), { env });
  return { url: (node.message as { url: string }).url, pid: node.pid, close: node.close };
}

/**
 * Push latency: on the services, two api nodes each in a process of its own (as production runs them), the
 * command sent to A and the sockets on B; embedded, the one node of the runtime.
 */
export async function pushLatency(bench: BenchRuntime, staff: Staff, day: CalendarDate, sockets: number): Promise<Row> {
  if (!bench.services) return pushLatencyBetween(await listening(bench.runtime), await listening(bench.runtime), bench, staff, day, sockets, 'the same node');
  const a = await apiNode(bench.services.nodeEnv);
  try {
    const b = await apiNode(bench.services.nodeEnv);
    try {
      return await pushLatencyBetween(a.url, b.url, bench, staff, day, sockets, 'node A, socket on node B (each node a process of its own)');
    } finally {
      await b.close();
    }
  } finally {
    await a.close();
  }
}

/**
 * `sockets` Socket.IO clients (the admin's) are connected to node B: one here, the watcher, and the rest by
 * a process of their own, as browsers are elsewhere in production (node B still sends every copy).
 * Employees apply on node A over HTTP, one at a time; the latency is from the request's start to the
 * message on the watcher.
 */
async function pushLatencyBetween(urlA: string, urlB: string, bench: BenchRuntime, staff: Staff, day: CalendarDate, sockets: number, label: string): Promise<Row> {
  const token = bench.admin.headers.authorization.replace('Bearer ', '');
  const closeCrowd = await socketCrowd(urlB, token, sockets - 1);
  let watcher: Socket | null = null;
  const arrivals = new Map<string, number>();
  try {
    watcher = await admittedSocket(urlB, token);
    watcher.on('leave:created', (payload: LeaveChangePayload) => arrivals.set(payload.leave._id, performance.now()));
    const latencies: number[] = [];
    for (const employee of staff.employees.slice(0, PUSH_SAMPLES)) {
      const start = performance.now();
      const res = await fetch(`${urlA}/api/leaves`, {
        method: 'POST',
        headers: { ...employee.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ leaveType: 'scl', fromDate: day, toDate: day, reason: 'Benchmark push latency' }),
      });
      const body = (await res.json()) as { data?: { leave?: { _id: string } } };
      const id = body.data?.leave?._id;
      if (res.status !== 201 || !id) throw new Error(`apply on node A: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
      const deadline = performance.now() + 10_000;
      while (!arrivals.has(id) && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 1));
      const arrived = arrivals.get(id);
      if (arrived === undefined) throw new Error('a push did not arrive within 10 s');
      latencies.push(arrived - start);
    }
    latencies.sort((x, y) => x - y);
    return {
      measurement: `push latency, request on ${label} to a socket, ${sockets} sockets connected`,
      count: latencies.length,
      seconds: latencies.reduce((s, l) => s + l, 0) / 1000,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      note: `from the start of POST /api/leaves to leave:created on the socket; ${sockets - 1} of the sockets in a process of their own`,
    };
  } finally {
    watcher?.close();
    await closeCrowd();
  }
}
