// Medical certificates (issue 21): an HPL of 3 days or more needs a file, sent in the same multipart
// request as the application; the file's real type is read from its bytes; the applicant, the deciders,
// the admin and the auditor download the very bytes (same SHA-256) and nobody else; the limits answer 413.

import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_MESSAGES, POLICY_APPLY_MESSAGES } from '@leave/domain';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, addPerson, body, CSE, type Person } from '../fixtures';
import type { Runtime } from '../../src/runtime';

// A Monday.
const clock = fixedClock('2026-11-23');
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;
let auditor: Person;
let standIn: Person;

beforeAll(async () => {
  runtime = await startTestRuntime({ clock });
  cast = await addCast(runtime);
  auditor = await addPerson(runtime, { name: 'Asha Auditor', email: 'auditor@college.edu', role: 'auditor', department: null });
  standIn = await addPerson(runtime, { name: 'Stella Standin', email: 'standin.cse@college.edu', role: 'employee', department: CSE });
});
afterAll(() => runtime.close());

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A small PDF (file-type knows it by its header), different every time. */
function pdf(): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n% '), Buffer.from(randomBytes(64).toString('hex')), Buffer.from('\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n')]);
}

/** A Linux executable's first bytes. */
const elf = () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(120)]);

interface FilePart {
  name: string;
  bytes: Uint8Array;
  type?: string;
}

/** A multipart body as a browser's FormData makes it: the fields as text parts, then the files. */
async function multipart(fields: Record<string, string>, files: FilePart[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('file', new Blob([file.bytes], { type: file.type ?? 'application/pdf' }), file.name);
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

const hpl = { leaveType: 'hpl', fromDate: '2026-11-30', toDate: '2026-12-02', reason: 'Fever: advised rest by the doctor' };

async function applyWith(person: Person, fields: Record<string, string>, files: FilePart[]) {
  const { payload, contentType } = await multipart(fields, files);
  return runtime.app.inject({ method: 'POST', url: '/api/leaves', headers: { ...person.headers, 'content-type': contentType }, payload });
}

async function attach(person: Person, leaveId: string, files: FilePart[]) {
  const { payload, contentType } = await multipart({}, files);
  return runtime.app.inject({ method: 'POST', url: `/api/leaves/${leaveId}/attachments`, headers: { ...person.headers, 'content-type': contentType }, payload });
}

const download = (person: Person, leaveId: string, attachmentId: string) =>
  runtime.app.inject({ method: 'GET', url: `/api/leaves/${leaveId}/attachments/${attachmentId}`, headers: person.headers });

describe('an HPL of 3 days and its medical certificate', () => {
  let leaveId: string;
  let attachment: { _id: string; sha256: string; size: number; fileName: string };
  const certificate = pdf();

  it('is refused without a file, as JSON or as multipart, with the message built from the type and the days', async () => {
    const json = await runtime.app.inject({ method: 'POST', url: '/api/leaves', headers: cast.empCse.headers, payload: hpl });
    expect(json.statusCode).toBe(400);
    expect(body(json).message).toBe('A medical certificate is required for HPL of 3 days or more');
    expect(body(json).message).toBe(POLICY_APPLY_MESSAGES.certificateRequired('hpl', 3));
    const form = await applyWith(cast.empCse, hpl, []);
    expect(form.statusCode).toBe(400);
    expect(body(form).message).toBe('A medical certificate is required for HPL of 3 days or more');
    const mine = await runtime.app.inject({ method: 'GET', url: '/api/leaves/my-leaves', headers: cast.empCse.headers });
    expect(body(mine).data.leaves).toEqual([]);
  });

  it('takes an HPL of 2 days without one, as JSON', async () => {
    const short = await runtime.app.inject({ method: 'POST', url: '/api/leaves', headers: cast.empEce.headers, payload: { ...hpl, toDate: '2026-12-01' } });
    expect(short.statusCode).toBe(201);
    expect(body(short).data.leave.attachments).toEqual([]);
  });

  it('is applied for with a PDF in the same multipart request (201), the file recorded with its hash and cleaned name', async () => {
    const applied = await applyWith(cast.empCse, hpl, [{ name: '../scans/Medical\u0007 certificate.pdf', bytes: certificate }]);
    expect(applied.statusCode).toBe(201);
    const { leave } = body(applied).data;
    leaveId = leave.id;
    expect(leave).toMatchObject({ leaveType: 'hpl', numberOfDays: 3, status: 'pending' });
    expect(leave.attachments).toHaveLength(1);
    attachment = leave.attachments[0];
    expect(attachment).toMatchObject({
      fileName: 'Medical certificate.pdf',
      contentType: 'application/pdf',
      size: certificate.length,
      sha256: sha256(certificate),
      uploadedBy: { _id: cast.empCse.user.id, name: cast.empCse.user.name },
    });
    expect(attachment._id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const events = body(await runtime.app.inject({ method: 'GET', url: `/api/leaves/${leaveId}/events`, headers: cast.hodCse.headers })).data.events;
    expect(events.map((event: { type: string }) => event.type)).toEqual(['LeaveApplied', 'AttachmentAdded']);
    expect(events[1].data).toMatchObject({ attachmentId: attachment._id, fileName: 'Medical certificate.pdf', contentType: 'application/pdf', size: certificate.length, sha256: sha256(certificate) });
    expect(events[1].data.uploadedBy).toMatchObject({ id: cast.empCse.user.id, name: cast.empCse.user.name });
  });

  it('lets the applicant, the HOD, the admin and the auditor download the same bytes, as an attachment', async () => {
    for (const person of [cast.empCse, cast.hodCse, cast.admin, auditor]) {
      const file = await download(person, leaveId, attachment._id);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toBe(`attachment; filename="Medical certificate.pdf"; filename*=UTF-8''Medical%20certificate.pdf`);
      expect(sha256(file.rawPayload)).toBe(attachment.sha256);
      expect(file.rawPayload.equals(certificate)).toBe(true);
    }
  });

  it('refuses anyone else (403): another employee of the department, another HOD, another department’s employee', async () => {
    for (const person of [cast.empCse2, cast.hodEce, cast.empEce]) {
      const file = await download(person, leaveId, attachment._id);
      expect(file.statusCode).toBe(403);
      expect(body(file).message).toBe(ATTACHMENT_MESSAGES.downloadForbidden);
    }
  });

  it('lets a stand-in named for the department download it while named', async () => {
    expect((await download(standIn, leaveId, attachment._id)).statusCode).toBe(403);
    const named = await runtime.app.inject({
      method: 'POST',
      url: '/api/stand-ins',
      headers: cast.hodCse.headers,
      payload: { hodId: cast.hodCse.user.id, standInId: standIn.user.id, from: '2026-11-23', to: '2026-11-27' },
    });
    expect(named.statusCode).toBe(201);
    const file = await download(standIn, leaveId, attachment._id);
    expect(file.statusCode).toBe(200);
    expect(sha256(file.rawPayload)).toBe(attachment.sha256);
  });

  it('answers 404 for an id that names no file of this application', async () => {
    expect((await download(cast.admin, leaveId, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await download(cast.admin, '00000000-0000-4000-8000-000000000000', attachment._id)).statusCode).toBe(404);
  });
});

describe('the files a server takes', () => {
  it('refuses a file of 6 MB with 413', async () => {
    const big = Buffer.concat([pdf(), Buffer.alloc(6 * 1024 * 1024)]);
    const refused = await applyWith(cast.empCse2, hpl, [{ name: 'scan.pdf', bytes: big }]);
    expect(refused.statusCode).toBe(413);
    expect(body(refused).message).toBe(ATTACHMENT_MESSAGES.tooLarge);
  });

  it('refuses an executable renamed to .pdf with 400: the type is read from the content', async () => {
    const refused = await applyWith(cast.empCse2, hpl, [{ name: 'certificate.pdf', bytes: elf() }]);
    expect(refused.statusCode).toBe(400);
    expect(body(refused).message).toBe(ATTACHMENT_MESSAGES.wrongType);
    const mine = await runtime.app.inject({ method: 'GET', url: '/api/leaves/my-leaves', headers: cast.empCse2.headers });
    expect(body(mine).data.leaves).toEqual([]);
  });

  it('refuses more than 3 files in one request with 413', async () => {
    const refused = await applyWith(cast.empCse2, hpl, [1, 2, 3, 4].map((n) => ({ name: `page${n}.pdf`, bytes: pdf() })));
    expect(refused.statusCode).toBe(413);
    expect(body(refused).message).toBe(ATTACHMENT_MESSAGES.tooMany);
  });

  it('keeps the JSON fields’ own validation on multipart', async () => {
    const refused = await applyWith(cast.empCse2, { ...hpl, leaveType: 'xyz' }, [{ name: 'c.pdf', bytes: pdf() }]);
    expect(refused.statusCode).toBe(400);
  });
});

describe('attaching later, while the application is open', () => {
  let leaveId: string;

  beforeAll(async () => {
    const applied = await runtime.app.inject({
      method: 'POST',
      url: '/api/leaves',
      headers: cast.empCse2.headers,
      payload: { leaveType: 'cl', fromDate: '2026-12-07', toDate: '2026-12-07', reason: 'Hospital visit with my father' },
    });
    expect(applied.statusCode).toBe(201);
    leaveId = body(applied).data.leave.id;
  });

  it('takes the applicant’s file (201) and the application carries it', async () => {
    const bytes = pdf();
    const added = await attach(cast.empCse2, leaveId, [{ name: 'receipt.pdf', bytes }]);
    expect(added.statusCode).toBe(201);
    const { attachment } = body(added).data;
    expect(attachment).toMatchObject({ fileName: 'receipt.pdf', contentType: 'application/pdf', size: bytes.length, sha256: sha256(bytes), uploadedBy: { _id: cast.empCse2.user.id } });
    expect(Date.parse(attachment.uploadedAt)).not.toBeNaN();
    const listed = body(await runtime.app.inject({ method: 'GET', url: '/api/leaves?status=pending', headers: cast.hodCse.headers })).data.leaves;
    expect(listed.find((leave: { id: string }) => leave.id === leaveId).attachments).toEqual([attachment]);
  });

  it('refuses anyone but the applicant, the auditor too (403), a request without a file (400) and an executable (400)', async () => {
    const other = await attach(cast.hodCse, leaveId, [{ name: 'x.pdf', bytes: pdf() }]);
    expect(other.statusCode).toBe(403);
    expect(body(other).message).toBe(ATTACHMENT_MESSAGES.attachForbidden);
    // The auditor reads everything and changes nothing.
    expect((await attach(auditor, leaveId, [{ name: 'x.pdf', bytes: pdf() }])).statusCode).toBe(403);
    expect((await attach(cast.empCse2, leaveId, [])).statusCode).toBe(400);
    const json = await runtime.app.inject({ method: 'POST', url: `/api/leaves/${leaveId}/attachments`, headers: cast.empCse2.headers, payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect((await attach(cast.empCse2, leaveId, [{ name: 'run.pdf', bytes: elf() }])).statusCode).toBe(400);
  });

  it('takes at most 3 files per application (413 for the fourth)', async () => {
    expect((await attach(cast.empCse2, leaveId, [{ name: 'b.pdf', bytes: pdf() }])).statusCode).toBe(201);
    expect((await attach(cast.empCse2, leaveId, [{ name: 'c.pdf', bytes: pdf() }])).statusCode).toBe(201);
    const fourth = await attach(cast.empCse2, leaveId, [{ name: 'd.pdf', bytes: pdf() }]);
    expect(fourth.statusCode).toBe(413);
    expect(body(fourth).message).toBe(ATTACHMENT_MESSAGES.tooMany);
  });

  it('refuses a file once the application is decided (409)', async () => {
    const applied = await runtime.app.inject({
      method: 'POST',
      url: '/api/leaves',
      headers: cast.empCse2.headers,
      payload: { leaveType: 'cl', fromDate: '2026-12-08', toDate: '2026-12-08', reason: 'Bank work in the town' },
    });
    const id = body(applied).data.leave.id;
    const rejected = await runtime.app.inject({ method: 'PUT', url: `/api/leaves/${id}/status`, headers: cast.hodCse.headers, payload: { status: 'rejected', rejectionReason: 'Exams' } });
    expect(rejected.statusCode).toBe(200);
    const late = await attach(cast.empCse2, id, [{ name: 'late.pdf', bytes: pdf() }]);
    expect(late.statusCode).toBe(409);
    expect(body(late).message).toBe(ATTACHMENT_MESSAGES.notOpen);
  });
});
