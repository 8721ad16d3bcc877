import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationText, type NotificationDto } from '@leave/domain';
import { inlineProjections } from '@leave/core/projections';
import type { Runtime } from '../../src/runtime';
import { replayReadModels } from '../../src/replay/replay';
import { fixedClock, listenLocally, startTestRuntime } from '../helper';
import { addCast, body, type Person } from '../fixtures';
import { admitted, listen, waitFor, type LiveSocket } from '../realtime/live-helpers';

describe('the inbox: notifications as a projection of the events', () => {
  let runtime: Runtime;
  let cast: Awaited<ReturnType<typeof addCast>>;
  let url: string;
  const sockets: LiveSocket[] = [];

  const inbox = async (who: Person, query = '') => body<{ data: { notifications: NotificationDto[]; total: number; unread: number } }>(await runtime.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: who.headers })).data;
  const apply = async (who: Person, date: string) =>
    body(await runtime.app.inject({ method: 'POST', url: '/api/leaves', headers: who.headers, payload: { leaveType: 'cl', fromDate: date, toDate: date, reason: 'Family function at home' } })).data.leave.id as string;
  const decide = (who: Person, id: string, payload: Record<string, string>) => runtime.app.inject({ method: 'PUT', url: `/api/leaves/${id}/status`, headers: who.headers, payload });
  const markRead = (who: Person, payload: unknown) => runtime.app.inject({ method: 'POST', url: '/api/notifications/read', headers: who.headers, payload: payload as object });

  beforeAll(async () => {
    runtime = await startTestRuntime({ clock: fixedClock('2026-11-23') });
    cast = await addCast(runtime);
    url = await listenLocally(runtime);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await runtime.close();
  });

  it("an application waits in its department's HOD's inbox, and nobody else's", async () => {
    await apply(cast.empCse, '2026-12-01');
    const hod = await inbox(cast.hodCse);
    expect(hod.total).toBe(1);
    expect(hod.unread).toBe(1);
    expect(hod.notifications[0]).toMatchObject({ kind: 'applicationWaiting', link: expect.stringMatching(/^\/hod\/applications\?leave=/), read: false });
    expect(hod.notifications[0]!.title).toContain('Ravi Cse applied for CL (December 1, 2026, 1 day)');
    // Its facts come too, for a client that words them in its reader's language (issue 23): the same words.
    const entry = hod.notifications[0]!;
    expect(entry.message).toMatchObject({ key: 'applied', applicant: 'Ravi Cse', leave: { type: 'cl', fromDate: '2026-12-01', toDate: '2026-12-01', days: 1 } });
    expect(notificationText(entry.message!, 'en')).toBe(entry.title);
    expect(notificationText(entry.message!, 'hi')).toContain('Ravi Cse');
    expect((await inbox(cast.hodEce)).total).toBe(0);
    expect((await inbox(cast.admin)).total).toBe(0);
    expect((await inbox(cast.empCse2)).total).toBe(0);
  });

  it('a HOD approval tells the applicant and puts the application in the admin’s inbox; the final decision tells the applicant', async () => {
    const id = await apply(cast.empCse, '2026-12-02');
    expect((await decide(cast.hodCse, id, { status: 'hodApproved' })).statusCode).toBe(200);
    const mine = await inbox(cast.empCse);
    expect(mine.notifications[0]).toMatchObject({ kind: 'applicationDecided', link: expect.stringMatching(/^\/employee\/history\?leave=/) });
    expect(mine.notifications[0]!.title).toBe('Your CL (December 2, 2026, 1 day) was approved by HOD Hema Cse');
    const admin = await inbox(cast.admin);
    expect(admin.notifications[0]).toMatchObject({ kind: 'applicationWaiting', link: expect.stringMatching(/^\/admin\/applications\?leave=/) });

    expect((await decide(cast.admin, id, { status: 'rejected', rejectionReason: 'Exams that week' })).statusCode).toBe(200);
    const after = await inbox(cast.empCse);
    expect(after.notifications[0]!.title).toMatch(/^Your CL \(December 2, 2026, 1 day\) was rejected by .+: Exams that week$/);
    expect(after.unread).toBe(2);
  });

  it('pages newest first, and marks read per person on the server', async () => {
    const first = await inbox(cast.empCse, '?limit=1&offset=0');
    const second = await inbox(cast.empCse, '?limit=1&offset=1');
    expect(first.total).toBe(2);
    expect(first.notifications).toHaveLength(1);
    expect(second.notifications[0]!._id).not.toBe(first.notifications[0]!._id);

    const marked = await markRead(cast.empCse, { ids: [first.notifications[0]!._id] });
    expect(marked.statusCode).toBe(200);
    expect(body(marked).data.unread).toBe(1);
    expect((await inbox(cast.empCse, '?limit=1')).notifications[0]!.read).toBe(true);
    expect((await markRead(cast.empCse, { all: true })).statusCode).toBe(200);
    expect((await inbox(cast.empCse)).unread).toBe(0);
    // Another person's read state is their own.
    expect((await inbox(cast.hodCse)).unread).toBe(2);
  });

  it("refuses to mark someone else's notification, or a body that is neither ids nor all, and changes nothing", async () => {
    const hodEntry = (await inbox(cast.hodCse)).notifications[0]!;
    const forged = await markRead(cast.empCse, { ids: [hodEntry._id] });
    expect(forged.statusCode).toBe(404);
    expect(body(forged).success).toBe(false);
    for (const payload of [{}, { all: false }, { ids: [] }, { ids: 'x' }, { ids: [hodEntry._id], all: true }, { all: true, extra: 1 }]) {
      expect((await markRead(cast.hodCse, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await inbox(cast.hodCse)).unread).toBe(2);
    expect((await runtime.app.inject({ method: 'GET', url: '/api/notifications?limit=0', headers: cast.hodCse.headers })).statusCode).toBe(400);
    expect((await runtime.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });

  it('pushes notification:new live to the recipient only, with the unread count', async () => {
    // A socket starts where this node's tail stands, which on a loaded machine may be behind the log:
    // earlier tests' entries would then reach it live. Everything committed so far is published first.
    await runtime.app.livePublisher.flush();
    const hodSocket = await listen(url, cast.hodCse.token);
    const eceSocket = await listen(url, cast.hodEce.token);
    sockets.push(hodSocket, eceSocket);
    const eceSeen: unknown[] = [];
    eceSocket.on('notification:new', (payload) => eceSeen.push(payload));
    const arrived = waitFor(hodSocket, 'notification:new');
    await apply(cast.empCse2, '2026-12-03');
    const payload = (await arrived) as { notification: NotificationDto; unread: number };
    expect(payload.notification).toMatchObject({ kind: 'applicationWaiting', read: false, link: expect.stringMatching(/^\/hod\/applications\?leave=/) });
    expect(payload.notification.title).toContain('Sita Cse applied for CL');
    expect(payload.unread).toBe(3);
    expect(eceSeen).toEqual([]);
  });

  it('a cancellation asked for goes to the HOD to decide, and its decision back to the applicant', async () => {
    const id = await apply(cast.empCse2, '2026-12-08');
    expect((await decide(cast.hodCse, id, { status: 'hodApproved' })).statusCode).toBe(200);
    expect((await decide(cast.admin, id, { status: 'approved' })).statusCode).toBe(200);
    const asked = await runtime.app.inject({ method: 'POST', url: `/api/leaves/${id}/cancellation`, headers: cast.empCse2.headers, payload: { reason: 'The function was moved' } });
    expect(asked.statusCode).toBe(200);
    const hodEntry = (await inbox(cast.hodCse)).notifications[0]!;
    expect(hodEntry).toMatchObject({ kind: 'cancellationToDecide', link: expect.stringMatching(/^\/hod\/applications\?leave=/) });
    expect(hodEntry.title).toBe('Sita Cse asks to cancel their approved CL (December 8, 2026, 1 day): The function was moved');
    expect((await inbox(cast.hodEce)).notifications.some((n) => n.kind === 'cancellationToDecide')).toBe(false);

    const accepted = await runtime.app.inject({ method: 'PUT', url: `/api/leaves/${id}/cancellation`, headers: cast.hodCse.headers, payload: { decision: 'accept' } });
    expect(accepted.statusCode).toBe(200);
    expect((await inbox(cast.empCse2)).notifications[0]).toMatchObject({ kind: 'cancellationDecided', title: 'The cancellation of your CL (December 8, 2026, 1 day) was accepted by Hema Cse', link: expect.stringMatching(/^\/employee\/history\?leave=/) });
  });

  it('replay rebuilds the same inbox, and leaves what people have read alone', async () => {
    const before = await inbox(cast.empCse);
    const report = await replayReadModels(runtime.database.db, inlineProjections, { apply: false });
    expect(report.differences.filter((d) => d.table.startsWith('notification'))).toEqual([
      { table: 'notification_people', onlyLive: 0, onlyRebuilt: 0 },
      { table: 'notifications', onlyLive: 0, onlyRebuilt: 0 },
    ]);
    await runtime.database.db.deleteFrom('notifications').execute();
    expect((await replayReadModels(runtime.database.db, inlineProjections, { apply: true })).applied).toBe(true);
    expect(await inbox(cast.empCse)).toEqual(before);
  });

  it('pushes every entry of applications made at once, each once and in order, to its recipient with the unread count as it stands', async () => {
    type Pushed = { notification: NotificationDto; unread: number; position: number };
    // A socket starts where this node's tail stands, which on a loaded machine may be behind the log:
    // earlier tests' entries would then reach it live. Everything committed so far is published first.
    await runtime.app.livePublisher.flush();
    const cseSocket = await listen(url, cast.hodCse.token);
    const eceSocket = await listen(url, cast.hodEce.token);
    sockets.push(cseSocket, eceSocket);
    const cseSeen: Pushed[] = [];
    const eceSeen: Pushed[] = [];
    cseSocket.on('notification:new', (payload) => cseSeen.push(payload as Pushed));
    eceSocket.on('notification:new', (payload) => eceSeen.push(payload as Pushed));

    await Promise.all([apply(cast.empCse, '2027-01-04'), apply(cast.empCse2, '2027-01-05'), apply(cast.empEce, '2027-01-06')]);
    await expect.poll(() => cseSeen.length + eceSeen.length).toBe(3);

    expect(cseSeen.map((p) => p.notification.title).sort()).toEqual([expect.stringContaining('Ravi Cse applied for CL (January 4, 2027'), expect.stringContaining('Sita Cse applied for CL (January 5, 2027')]);
    expect(eceSeen.map((p) => p.notification.title)).toEqual([expect.stringContaining('Uma Ece applied for CL (January 6, 2027')]);
    expect(cseSeen[0]!.position).toBeLessThan(cseSeen[1]!.position);
    expect(new Set(cseSeen.map((p) => p.notification._id)).size).toBe(2);
    // The count each push carries is the recipient's own, never below what they had before the run.
    const cseNow = (await inbox(cast.hodCse)).unread;
    const eceNow = (await inbox(cast.hodEce)).unread;
    expect(cseSeen.at(-1)!.unread).toBe(cseNow);
    expect(cseSeen[0]!.unread).toBeGreaterThanOrEqual(cseNow - 1);
    expect(eceSeen[0]!.unread).toBe(eceNow);
    expect(eceNow).not.toBe(cseNow);
  });
  it('a screen that was closed when its entry was made hears it on resuming, with its own unread count', async () => {
    // Nobody's screen is open on the node: it sends nothing and counts nobody's inbox, and the entry still
    // reaches the HOD's screen when it comes back after the position it had heard last.
    await runtime.app.livePublisher.flush();
    const hodBefore = await inbox(cast.hodCse);
    expect((await markRead(cast.hodCse, { ids: [hodBefore.notifications[0]!._id] })).statusCode).toBe(200);
    expect((await markRead(cast.empCse, { all: true })).statusCode).toBe(200);
    const heardLast = await admitted(url, cast.hodCse.token);
    const since = heardLast.ready.position;
    for (const s of [...sockets.splice(0), heardLast.socket]) s.close();
    await expect.poll(() => runtime.app.io.sockets.sockets.size).toBe(0);
    const id = await apply(cast.empCse, '2027-01-11');
    await runtime.app.livePublisher.flush();

    const back = await admitted(url, cast.hodCse.token, since);
    back.socket.close();
    const after = await inbox(cast.hodCse);
    expect(after.unread).toBe(hodBefore.unread); // one read, one new
    const pushed = back.replayed.filter((m) => m.event === 'notification:new');
    expect(pushed).toHaveLength(1);
    expect(pushed[0]!.payload).toMatchObject({ notification: { kind: 'applicationWaiting', link: expect.stringContaining(id), read: false }, unread: after.unread });
  });
});
