import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminUser } from '@/test/fixtures';
import { fail, ok } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { ExcelImport, successRate } from './ExcelImport';

function workbook(name = 'staff.xlsx', size = 2048) {
  return new File([new Uint8Array(size)], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

function setup(api = {}) {
  const view = renderWithProviders(<ExcelImport isAdmin />, { api, signedInAs: adminUser });
  const pick = (file: File) => view.user.upload(screen.getByLabelText('Excel file to import'), file);
  return { ...view, pick };
}

describe('Excel import', () => {
  it("shows 'Access Denied' to anyone but an admin", () => {
    renderWithProviders(<ExcelImport isAdmin={false} />);
    expect(screen.getByText('Access Denied')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Browse Files' })).not.toBeInTheDocument();
  });

  it('shows the instructions', () => {
    setup();
    expect(screen.getByText('Required columns: First Name, Last Name, Email, Department, Role and Password.')).toBeInTheDocument();
    expect(screen.getByText('Role must be employee or hod.')).toBeInTheDocument();
  });

  it('takes a dropped file, and refuses one that is not an Excel workbook', () => {
    setup();
    const zone = screen.getByTestId('excel-dropzone');
    fireEvent.dragEnter(zone);
    expect(screen.getByText('Drop the file here')).toBeInTheDocument();
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['a,b'], 'staff.csv', { type: 'text/csv' })] } });
    expect(screen.getByText('Please select a valid Excel file (.xlsx or .xls)')).toBeInTheDocument();
    fireEvent.drop(zone, { dataTransfer: { files: [workbook()] } });
    expect(screen.getByText('staff.xlsx')).toBeInTheDocument();
  });

  it('refuses a workbook of 10MB or more', async () => {
    const { pick } = setup();
    await pick(workbook('big.xlsx', 10 * 1024 * 1024));
    expect(screen.getByText('File size must be less than 10MB')).toBeInTheDocument();
  });

  it('uploads the file as base64 and shows the result with its success rate', async () => {
    const { pick, user, api } = setup({
      'POST /excel/upload': ok({ message: 'Import finished', successful: 3, errors: [{ row: 4, errors: ['Invalid email'] }], existingEmails: ['old@college.edu'] }),
    });
    await pick(workbook());
    await user.click(screen.getByRole('button', { name: 'Upload and Import' }));
    expect(await screen.findByText('Import finished')).toBeInTheDocument();
    expect(screen.getByText('75%')).toBeInTheDocument();
    expect(screen.getByText('Row 4: Invalid email')).toBeInTheDocument();
    expect(screen.getByText('old@college.edu')).toBeInTheDocument();
    const body = api.calls.find((call) => call.path === '/excel/upload')?.body as { fileData: string; fileName: string };
    expect(body.fileName).toBe('staff.xlsx');
    expect(atob(body.fileData)).toHaveLength(2048);
  });

  it('says how many were registered already, and calls a file of only those nothing new rather than 0%', async () => {
    const { pick, user } = setup({
      'POST /excel/upload': ok({ message: 'Import finished', successful: 0, errors: [], existingEmails: ['old@college.edu', 'older@college.edu'] }),
    });
    await pick(workbook());
    await user.click(screen.getByRole('button', { name: 'Upload and Import' }));
    await screen.findByText('Import finished');
    const figures = within(document.querySelector('.import-result__figures') as HTMLElement);
    expect(figures.getByText('Already registered').nextElementSibling).toHaveTextContent('2');
    expect(figures.getByText('Success rate').nextElementSibling).toHaveTextContent('Nothing new to import');
    expect(figures.queryByText('0%')).not.toBeInTheDocument();
  });

  it("shows 'Processing Excel file...' while the server works", async () => {
    const { pick, user } = setup({ 'POST /excel/upload': { delayMs: Infinity } });
    await pick(workbook());
    await user.click(screen.getByRole('button', { name: 'Upload and Import' }));
    expect(await screen.findByText('Processing Excel file...')).toBeInTheDocument();
  });

  it('explains a 403 with the permission message', async () => {
    const { pick, user } = setup({ 'POST /excel/upload': fail(403, 'Forbidden') });
    await pick(workbook());
    await user.click(screen.getByRole('button', { name: 'Upload and Import' }));
    expect(await screen.findByText('Permission denied. Make sure you are logged in with admin privileges.')).toBeInTheDocument();
  });

  it("lists the server's errors and existing e-mails when the import is refused", async () => {
    const { pick, user } = setup({
      'POST /excel/upload': { status: 400, body: { success: false, message: 'No valid rows', errors: [{ row: 2, errors: ['Role must be employee or hod'] }], existingEmails: ['dup@college.edu'] } },
    });
    await pick(workbook());
    await user.click(screen.getByRole('button', { name: 'Upload and Import' }));
    expect(await screen.findByText('No valid rows')).toBeInTheDocument();
    expect(screen.getByText('Row 2: Role must be employee or hod')).toBeInTheDocument();
    expect(screen.getByText('dup@college.edu')).toBeInTheDocument();
  });

  it('alerts when the template cannot be downloaded', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = setup({ 'GET /excel/template': fail(500, 'Template missing') });
    await user.click(screen.getByRole('button', { name: 'Download Template' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to download template: Template missing'));
  });

  it('computes the success rate over imported and failed rows', () => {
    expect(successRate({ message: '', successful: 0, errors: [], existingEmails: [] })).toBe(0);
    expect(successRate({ message: '', successful: 1, errors: [{ row: 2, errors: ['x'] }, { row: 3, errors: ['y'] }], existingEmails: [] })).toBe(33);
  });
});
