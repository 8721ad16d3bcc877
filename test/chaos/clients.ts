// The clients of `npm run chaos`: people applying and a HOD deciding, each command sent with an
// Idempotency-Key and retried with the same key (another node when one does not answer) until it is
// answered for good. Every answer is recorded: its status, whether a 503 said Retry-After, how long it took.

import { randomUUID } from 'node:crypto';

export interface Answer {
  status: number;
  ms: number;
  retryAfter: boolean;
  /** A network failure (connection refused or reset, or no answer within 10 s). */
  failed?: string;
}

export interface Tally {
  answers: Answer[];
  /** Applications answered 201 (or 'already applied'), by applicant: shared by every fault of a run. */
  applied: Map<string, number>;
  decided: number;
  refused: { status: number; message: string }[];
}

export const newTally = (applied: Map<string, number>): Tally => ({ answers: [], applied, decided: 0, refused: [] });

/** What a command came to once its retries are over. */
type Outcome = { kind: 'done'; status: number; body: any } | { kind: 'applied-answer-lost' } | { kind: 'refused'; status: number; body: any };

const ALREADY_APPLIED = 'This request was already applied; its answer is no longer available';

export async function send(url: string, method: string, route: string, token: string | null, body?: unknown, key?: string, tally?: Tally, timeoutMs = 10_000): Promise<{ status: number; body: any; retryAfter: boolean }> {
  const started = Date.now();
  try {
    const response = await fetch(`${url}/api${route}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    const answer = { status: response.status, body: text ? (JSON.parse(text) as unknown) : null, retryAfter: response.headers.has('retry-after') };
    tally?.answers.push({ status: answer.status, ms: Date.now() - started, retryAfter: answer.retryAfter });
    return answer;
  } catch (error) {
    const failed = error instanceof Error ? `${error.name}: ${(error.cause as Error | undefined)?.message ?? error.message}` : String(error);
    tally?.answers.push({ status: 0, ms: Date.now() - started, retryAfter: false, failed });
    throw error;
  }
}

/** One command, retried with its key until answered for good: over the nodes in turn when one fails. */
export async function command(nodes: () => string[], method: string, route: string, token: string, body: unknown, tally: Tally): Promise<Outcome> {
  const key = randomUUID();
  for (let attempt = 0; attempt < 120; attempt++) {
    const urls = nodes();
    const url = urls[attempt % urls.length]!;
    try {
      const answer = await send(url, method, route, token, body, key, tally);
      if (answer.status >= 200 && answer.status < 300) return { kind: 'done', status: answer.status, body: answer.body };
      if (answer.status === 409 && answer.body?.message === ALREADY_APPLIED) return { kind: 'applied-answer-lost' };
      if (answer.status === 503 || (answer.status === 409 && answer.retryAfter)) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        continue;
      }
      return { kind: 'refused', status: answer.status, body: answer.body };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  throw new Error(`${method} ${route} was never answered for good`);
}

/** The n-th weekday from tomorrow, as 'YYYY-MM-DD'. */
export function weekdayAhead(n: number): string {
  const day = new Date();
  day.setUTCHours(0, 0, 0, 0);
  let left = n;
  for (;;) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    if (left-- === 0) return day.toISOString().slice(0, 10);
  }
}

export interface Person {
  id: string;
  token: string;
}

/**
 * One employee applying again and again (CL and SCL in turn, a new day each time), and the HOD deciding
 * each application (approving one in sixteen, which the employee then withdraws, rejecting the rest, so the
 * balances last), until `running()`.
 */
export async function applyAndDecide(nodes: () => string[], employee: Person, hod: Person, firstDay: number, running: () => boolean, tally: Tally): Promise<void> {
  for (let i = 0; running(); i++) {
    const date = weekdayAhead(firstDay + i);
    const applied = await command(nodes, 'POST', '/leaves', employee.token, { leaveType: i % 2 === 0 ? 'cl' : 'scl', fromDate: date, toDate: date, reason: 'Visiting the bank for a loan' }, tally);
    if (applied.kind === 'refused') {
      tally.refused.push({ status: applied.status, message: String(applied.body?.message) });
      continue;
    }
    tally.applied.set(employee.id, (tally.applied.get(employee.id) ?? 0) + 1);
    if (applied.kind !== 'done') continue;
    const id = applied.body.data.leave._id as string;
    const decision = i % 16 === 0 ? { status: 'hodApproved' } : { status: 'rejected', rejectionReason: 'Exams that week' };
    const decided = await command(nodes, 'PUT', `/leaves/${id}/status`, hod.token, decision, tally);
    if (decided.kind === 'refused') tally.refused.push({ status: decided.status, message: String(decided.body?.message) });
    else tally.decided++;
    // The employee takes an approved-by-HOD application back: its reserved day is free again, so that however
    // fast the layout answers, the balances never run out (a run of a few minutes applies a thousand times).
    if (decision.status === 'hodApproved' && decided.kind !== 'refused') {
      const withdrawn = await command(nodes, 'POST', `/leaves/${id}/withdraw`, employee.token, undefined, tally);
      if (withdrawn.kind === 'refused') tally.refused.push({ status: withdrawn.status, message: String(withdrawn.body?.message) });
    }
    // About two commands a second per client: 20 clients are some 40 requests a second.
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
