// Medical certificates in the web (issue 21): the apply form sends its files as multipart and holds an
// HPL of 3 days to the policy's certificate rule; the details dialog lists the files as download links;
// the history says who attached what.
import type { CalendarDate, LeaveDto } from '@leave/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { employeeUser, hodUser, pendingLeave } from '@/test/fixtures';
import { fail, ok } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { ApplyLeaveForm } from './ApplyLeaveForm';
import { LeaveDetailsDialog } from './LeaveDetailsDialog';

const TODAY = '2026-12-01' as CalendarDate;
const FULL = { cl: 6, scl: 4, el: 12, hpl: 10, ccl: 7 };
const pdf = (name = 'certificate.pdf', size = 2048) => new File([new Uint8Array(size).fill(37)], name, { type: 'application/pdf' });

function setupForm() {
  vi.spyOn(window, 'alert').mockImplementation(() => {});
  const view = renderWithProviders(<ApplyLeaveForm applicant="employee" balances={FULL} today={TODAY} />, {
    api: { 'POST /leaves': { status: 201, body: { success: true, data: {} } } },
    signedInAs: employeeUser,
  });
  const fillHpl = async (to = '2026-12-09') => {
    await view.user.selectOptions(screen.getByLabelText(/Leave Type/), 'hpl');
    await view.user.type(screen.getByLabelText(/Start Date/), '2026-12-07');
    await view.user.type(screen.getByLabelText(/End Date/), to);
    await view.user.type(screen.getByLabelText(/Reason/), 'Fever: advised rest by the doctor');
  };
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Submit Application' }));
  return { ...view, fillHpl, submit };
}

describe('the apply form and its files', () => {
  it('offers a labelled file input that takes PDF, JPEG and PNG files', () => {
    setupForm();
    const input = screen.getByLabelText(/Medical certificate or supporting documents/);
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png');
    expect(input).toHaveAttribute('multiple');
  });

  it('holds an HPL of 3 days without a file to the certificate rule, and sends nothing', async () => {
    const { fillHpl, submit, api } = setupForm();
    await fillHpl();
    expect(screen.getByText(/A medical certificate is required for HPL of 3 days or more: PDF/)).toBeInTheDocument();
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('A medical certificate is required for HPL of 3 days or more');
    expect(api.calls.filter((call) => call.path === '/leaves')).toHaveLength(0);
  });

  it('sends the application and its file as multipart: the fields as text parts, then the file', async () => {
    const { fillHpl, submit, api, user } = setupForm();
    await fillHpl();
    await user.upload(screen.getByLabelText(/Medical certificate or supporting documents/), pdf());
    await submit();
    await vi.waitFor(() => expect(api.calls.filter((call) => call.path === '/leaves')).toHaveLength(1));
    const call = api.calls.find((one) => one.path === '/leaves')!;
    expect(call.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const text = String(call.body);
    expect(text).toContain('name="leaveType"\r\n\r\nhpl\r\n');
    expect(text).toContain('name="fromDate"\r\n\r\n2026-12-07T00:00:00.000Z\r\n');
    // (jsdom's File reaches Node's FormData as a Blob, so its name shows as 'blob' here; a browser sends 'certificate.pdf'.)
    expect(text).toMatch(/Content-Disposition: form-data; name="file"; filename="[^"]+"\r\nContent-Type: application\/pdf\r\n\r\n%{2048}\r\n/i);
    expect(text.indexOf('name="reason"')).toBeLessThan(text.indexOf('name="file"'));
  });

  it('sends JSON as before when no file is chosen', async () => {
    const { fillHpl, submit, api } = setupForm();
    await fillHpl('2026-12-08');
    await submit();
    await vi.waitFor(() => expect(api.calls.filter((call) => call.path === '/leaves')).toHaveLength(1));
    expect(api.calls.find((call) => call.path === '/leaves')?.body).toEqual({ leaveType: 'hpl', fromDate: '2026-12-07T00:00:00.000Z', toDate: '2026-12-08T00:00:00.000Z', reason: 'Fever: advised rest by the doctor' });
  });

  it('refuses a file over 5 MB before sending', async () => {
    const { fillHpl, submit, api, user } = setupForm();
    await fillHpl();
    await user.upload(screen.getByLabelText(/Medical certificate or supporting documents/), pdf('big.pdf', 5 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('A file can be at most 5 MB');
    await submit();
    expect(api.calls.filter((call) => call.path === '/leaves')).toHaveLength(0);
  });
});

const withFile: LeaveDto = {
  ...pendingLeave,
  leaveType: 'hpl',
  numberOfDays: 3,
  attachments: [
    {
      _id: 'a-1',
      fileName: 'certificate.pdf',
      contentType: 'application/pdf',
      size: 245_760,
      sha256: 'ab'.repeat(32),
      uploadedAt: '2026-11-21T10:00:00.000Z',
      uploadedBy: { _id: employeeUser._id, name: employeeUser.name },
    },
  ],
};

describe('the details dialog and its files', () => {
  it('lists the files as download links; a click fetches the file through the api (with the session token, as every call)', async () => {
    const { user, api } = renderWithProviders(<LeaveDetailsDialog leave={withFile} view="hod" onClose={() => {}} />, {
      signedInAs: hodUser,
      api: {
        'GET /leaves/l-pending/events': ok({
          events: [
            { position: 1, version: 1, type: 'LeaveApplied', data: {}, actor: { _id: employeeUser._id, name: employeeUser.name, role: 'employee' }, occurredAt: '2026-11-21T10:00:00.000Z' },
            { position: 2, version: 2, type: 'AttachmentAdded', data: { fileName: 'certificate.pdf' }, actor: { _id: employeeUser._id, name: employeeUser.name, role: 'employee' }, occurredAt: '2026-11-21T10:00:00.000Z' },
          ],
        }),
        'GET /leaves/l-pending/attachments/a-1': { status: 200, body: new Blob(['%PDF-1.4'], { type: 'application/pdf' }) },
      },
    });
    const section = screen.getByRole('region', { name: 'Attachments' });
    const link = within(section).getByRole('link', { name: 'certificate.pdf' });
    expect(link).toHaveAttribute('href', '/api/leaves/l-pending/attachments/a-1');
    expect(section).toHaveTextContent('(240 KB) attached by Esha Employee');
    expect(screen.queryByLabelText(/Attach a file/)).not.toBeInTheDocument();
    await user.click(link);
    await vi.waitFor(() => expect(api.calls.some((call) => call.path === '/leaves/l-pending/attachments/a-1')).toBe(true));
    expect(await screen.findByText(/Attached certificate\.pdf/)).toBeInTheDocument();
  });

  it('says why a file cannot be opened', async () => {
    const { user } = renderWithProviders(<LeaveDetailsDialog leave={withFile} view="hod" onClose={() => {}} />, {
      signedInAs: hodUser,
      api: { 'GET /leaves/l-pending/events': ok({ events: [] }), 'GET /leaves/l-pending/attachments/a-1': fail(404, 'File not found') },
    });
    await user.click(screen.getByRole('link', { name: 'certificate.pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('File not found');
  });

  it('lets the applicant attach a file while the application is open', () => {
    renderWithProviders(<LeaveDetailsDialog leave={withFile} view="own" onClose={() => {}} />, {
      signedInAs: employeeUser,
      api: { 'GET /leaves/l-pending/events': ok({ events: [] }) },
    });
    expect(screen.getByLabelText('Attach a file (PDF, JPEG or PNG, up to 5 MB)')).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png');
  });
});
