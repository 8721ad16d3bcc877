import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  adminRegisterBody,
  applyLeaveBody,
  base64DecodedBytes,
  changePasswordBody,
  excelCellDate,
  excelUploadBody,
  importRowSchema,
  leaveListQuery,
  leaveStatusBody,
  loginBody,
  registerBody,
  updateUserBody,
  zodIssuesToFieldErrors,
} from './api';

function fieldErrors(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? [] : zodIssuesToFieldErrors(result.error);
}

describe('Strict bodies', () => {
  it.each([
    ['login', loginBody, { email: 'a@b.co', password: 'secret1' }],
    ['register', registerBody, { name: 'Priya', email: 'a@b.co', password: 'secret1', department: 'CSE', mobileNo: '9876543210', dateOfBirth: '1990-01-01' }],
    ['user update', updateUserBody, { name: 'Priya' }],
    ['change password', changePasswordBody, { currentPassword: 'old-one', newPassword: 'new-one' }],
    ['apply leave', applyLeaveBody, { leaveType: 'cl', fromDate: '2026-03-09', toDate: '2026-03-09', reason: 'Visiting my parents' }],
    ['leave status', leaveStatusBody, { status: 'approved' }],
    ['excel upload', excelUploadBody, { fileData: 'QUJD', fileName: 'staff.xlsx' }],
  ] as const)('the %s body accepts its fields and refuses an unknown one by name', (_, schema, body) => {
    expect(fieldErrors(schema, body)).toEqual([]);
    expect(fieldErrors(schema, { ...body, isAdmin: true })).toEqual([{ field: 'isAdmin', msg: 'Unknown field: isAdmin' }]);
  });
});

describe('zodIssuesToFieldErrors', () => {
  it('gives one {field, msg} per problem with the form messages', () => {
    expect(fieldErrors(loginBody, { email: '', password: '123' })).toEqual([
      { field: 'email', msg: 'Email is required' },
      { field: 'password', msg: 'Password must be at least 6 characters' },
    ]);
  });

  it('names nested fields with dots', () => {
    expect(fieldErrors(updateUserBody, { leaveBalance: { cl: -1 } })).toEqual([{ field: 'leaveBalance.cl', msg: 'Leave balance cannot be negative' }]);
  });
});

describe('Register body', () => {
  const body = { name: 'Priya Raman', email: 'Priya@College.edu', password: 'secret1', department: 'cse', mobileNo: '9876543210', dateOfBirth: '1990-01-01T00:00:00.000Z' };

  it('defaults the role to employee, normalises department and dates', () => {
    expect(registerBody.parse({ ...body, dateOfJoining: '', employeeId: '' })).toEqual({
      name: 'Priya Raman',
      email: 'priya@college.edu',
      password: 'secret1',
      role: 'employee',
      department: 'Computer Science & Engineering (CSE)',
      mobileNo: '9876543210',
      dateOfBirth: '1990-01-01',
      dateOfJoining: null,
    });
  });

  it('accepts a matching confirmPassword and refuses a different one', () => {
    expect(registerBody.safeParse({ ...body, confirmPassword: 'secret1' }).success).toBe(true);
    expect(fieldErrors(registerBody, { ...body, confirmPassword: 'secret2' })).toEqual([{ field: 'confirmPassword', msg: 'Passwords do not match' }]);
  });

  it('refuses a missing or unknown department', () => {
    expect(fieldErrors(registerBody, { ...body, department: undefined })).toEqual([{ field: 'department', msg: 'Department is required' }]);
    expect(fieldErrors(registerBody, { ...body, department: 'Physics' })).toEqual([{ field: 'department', msg: 'Invalid department' }]);
  });

  it('requires a password from anyone but an admin', () => {
    const { password: _password, ...withoutPassword } = body;
    expect(fieldErrors(registerBody, withoutPassword)).toEqual([{ field: 'password', msg: 'Password is required' }]);
    expect(adminRegisterBody.parse({ ...withoutPassword, employeeId: 'EMP042', role: 'hod' })).toMatchObject({ employeeId: 'EMP042', role: 'hod' });
  });
});

describe('User update body', () => {
  it('accepts and drops a password', () => {
    expect(updateUserBody.parse({ name: 'Priya', password: 'default123' })).toEqual({ name: 'Priya' });
  });

  it('treats empty optional dates as none and a blank employee ID as unchanged', () => {
    expect(updateUserBody.parse({ dateOfJoining: '', dateOfBirth: '1990-02-03', employeeId: '' })).toEqual({ dateOfJoining: null, dateOfBirth: '1990-02-03' });
  });

  it('normalises the department', () => {
    expect(updateUserBody.parse({ department: 'it & mca' })).toEqual({ department: 'Information Technology & Master of Computer Applications (IT & MCA)' });
  });

  it('accepts admin fields', () => {
    expect(updateUserBody.parse({ role: 'hod', isActive: false, employeeId: 'EMP9', leaveBalance: { cl: 6, el: 2 }, balanceReason: ' Carried over ' })).toEqual({
      role: 'hod',
      isActive: false,
      employeeId: 'EMP9',
      leaveBalance: { cl: 6, el: 2 },
      balanceReason: 'Carried over',
    });
  });

  it('takes balances in whole and half days from 0 to 365, and employee IDs in upper case', () => {
    expect(fieldErrors(updateUserBody, { leaveBalance: { el: 2.25, cl: 366 } })).toEqual([
      { field: 'leaveBalance.cl', msg: 'Leave balance cannot exceed 365 days' },
      { field: 'leaveBalance.el', msg: 'Leave balance must be in whole or half days' },
    ]);
    expect(updateUserBody.parse({ leaveBalance: { el: 2.5 } })).toMatchObject({ leaveBalance: { el: 2.5 } });
    expect(updateUserBody.parse({ employeeId: ' emp0042 ' })).toEqual({ employeeId: 'EMP0042' });
  });

  it('refuses a balance key that is no leave code; a code is for the edit to judge against the policy (issue 20)', () => {
    expect(fieldErrors(updateUserBody, { leaveBalance: { 'Sick leave': 3 } })).toEqual([{ field: 'leaveBalance.Sick leave', msg: 'Unknown leave type: Sick leave' }]);
    expect(fieldErrors(updateUserBody, { leaveBalance: { sick: 3 } })).toEqual([]);
    expect(fieldErrors(updateUserBody, { leaveBalance: { sick: -1 } })).toHaveLength(1);
  });
});

describe('Change password body', () => {
  it('needs the current password and a new one of 6 characters', () => {
    expect(fieldErrors(changePasswordBody, { currentPassword: '', newPassword: 'abc' })).toEqual([
      { field: 'currentPassword', msg: 'Current password is required' },
      { field: 'newPassword', msg: 'New password must be at least 6 characters long' },
    ]);
  });

  it('checks a confirmation when one is sent', () => {
    expect(fieldErrors(changePasswordBody, { currentPassword: 'old-one', newPassword: 'abcdef', confirmPassword: 'abcdeg' })).toEqual([
      { field: 'confirmPassword', msg: 'New passwords do not match' },
    ]);
  });
});

describe('Apply-leave body', () => {
  it("reads the seed client's upper-case type and UTC-midnight datetimes", () => {
    expect(
      applyLeaveBody.parse({ leaveType: 'CL', fromDate: '2026-12-07T00:00:00.000Z', toDate: '2026-12-08T00:00:00.000Z', reason: '  Visiting my parents ' }),
    ).toEqual({ leaveType: 'cl', fromDate: '2026-12-07', toDate: '2026-12-08', reason: 'Visiting my parents' });
  });

  // A code of a policy's shape ('ml') passes the body: the decision refuses it when the policy in force has no such type.
  it('refuses impossible dates and types that cannot be a code', () => {
    expect(fieldErrors(applyLeaveBody, { leaveType: 'm1', fromDate: '2026-02-30', toDate: 'soon', reason: 'Visiting my parents' })).toEqual([
      { field: 'leaveType', msg: 'Please select a leave type' },
      { field: 'fromDate', msg: 'Please select a valid start date' },
      { field: 'toDate', msg: 'Please select a valid end date' },
    ]);
    expect(applyLeaveBody.parse({ leaveType: 'EXAM', fromDate: '2026-12-07', toDate: '2026-12-08', reason: 'Invigilating the exams' }).leaveType).toBe('exam');
  });
});

describe('Leave status body', () => {
  it('accepts the three decisions with an optional reason', () => {
    expect(leaveStatusBody.parse({ status: 'rejected', rejectionReason: 'Exam week' })).toEqual({ status: 'rejected', rejectionReason: 'Exam week' });
    expect(leaveStatusBody.parse({ status: 'hodApproved', rejectionReason: null })).toEqual({ status: 'hodApproved', rejectionReason: null });
  });

  it('refuses any other status', () => {
    expect(fieldErrors(leaveStatusBody, { status: 'pending' })).toEqual([{ field: 'status', msg: 'Status must be hodApproved, approved or rejected' }]);
  });
});

describe('Excel upload body', () => {
  it('strips a data-URL prefix', () => {
    expect(excelUploadBody.parse({ fileData: 'data:application/vnd.ms-excel;base64,QUJD', fileName: 'staff.XLS' }).fileData).toBe('QUJD');
  });

  it('refuses a non-Excel name and non-base64 data', () => {
    expect(fieldErrors(excelUploadBody, { fileData: 'not base64!', fileName: 'staff.csv' })).toEqual([
      { field: 'fileData', msg: 'File data must be base64 encoded' },
      { field: 'fileName', msg: 'Please select a valid Excel file (.xlsx or .xls)' },
    ]);
  });

  it('measures the decoded size', () => {
    expect(base64DecodedBytes('QUJD')).toBe(3);
    expect(base64DecodedBytes('QUI=')).toBe(2);
    expect(base64DecodedBytes('QQ==')).toBe(1);
  });
});

describe('Import rows', () => {
  const row = { 'First Name': 'Priya', 'Last Name': 'Raman', Email: 'Priya@College.edu', Department: 'CSE', Role: 'Employee', Password: 'secret1' };

  it('need only the required columns', () => {
    expect(importRowSchema.parse(row)).toEqual({
      name: 'Priya Raman',
      email: 'priya@college.edu',
      department: 'Computer Science & Engineering (CSE)',
      role: 'employee',
      password: 'secret1',
      employeeId: undefined,
      designation: undefined,
      qualification: undefined,
      mobileNo: undefined,
      dateOfBirth: null,
      dateOfJoining: null,
    });
  });

  it('read numbers typed into text columns and dates in any cell form', () => {
    expect(
      importRowSchema.parse({
        ...row,
        Password: 123456,
        'Employee ID': 1042,
        Mobile: 9876543210,
        'Date of Birth': new Date('1990-05-07T00:00:00.000Z'),
        'Date of Joining': '05/06/2020',
        Designation: 'Professor',
        Qualification: null,
      }),
    ).toMatchObject({ password: '123456', employeeId: '1042', mobileNo: '9876543210', dateOfBirth: '1990-05-07', dateOfJoining: '2020-06-05', designation: 'Professor' });
  });

  it('report every reason of an invalid row', () => {
    expect(
      fieldErrors(importRowSchema, { 'First Name': ' ', Email: 'nope', Department: 'Physics', Role: 'admin', Password: '123', Mobile: '123', 'Date of Birth': '31/02/1990' }).map((e) => e.msg),
    ).toEqual([
      'First Name is required',
      'Last Name is required',
      'Invalid email address',
      'Invalid department',
      'Role must be employee or hod',
      'Password must be at least 6 characters',
      'Please enter a valid 10-digit mobile number',
      'Date of Birth is not a valid date',
    ]);
  });

  it('ignore columns nobody asked for', () => {
    expect(importRowSchema.safeParse({ ...row, Notes: 'joined late' }).success).toBe(true);
  });
});

describe('Maximum lengths in bodies', () => {
  const register = { name: 'Priya Raman', email: 'priya@college.edu', password: 'secret1', department: 'cse', mobileNo: '9876543210', dateOfBirth: '1990-01-01' };
  const tooLongEmail = `${'a'.repeat(243)}@college.edu`;

  it('the register bodies cap name, e-mail, designation, qualification and passwords', () => {
    expect(registerBody.safeParse({ ...register, name: 'x'.repeat(100), designation: 'x'.repeat(100), qualification: 'x'.repeat(100) }).success).toBe(true);
    expect(
      fieldErrors(registerBody, {
        ...register,
        name: 'x'.repeat(101),
        email: tooLongEmail,
        designation: 'x'.repeat(101),
        qualification: 'x'.repeat(101),
        password: 'p'.repeat(129),
        confirmPassword: 'p'.repeat(129),
      }),
    ).toEqual([
      { field: 'name', msg: 'Name must be at most 100 characters' },
      { field: 'email', msg: 'Email must be at most 254 characters' },
      { field: 'password', msg: 'Password must be at most 128 characters' },
      { field: 'confirmPassword', msg: 'Password must be at most 128 characters' },
      { field: 'designation', msg: 'Designation must be at most 100 characters' },
      { field: 'qualification', msg: 'Qualification must be at most 100 characters' },
    ]);
    expect(fieldErrors(adminRegisterBody, { ...register, password: 'p'.repeat(129) })).toEqual([{ field: 'password', msg: 'Password must be at most 128 characters' }]);
  });

  it('the login body caps e-mail and password', () => {
    expect(fieldErrors(loginBody, { email: tooLongEmail, password: 'p'.repeat(129) })).toEqual([
      { field: 'email', msg: 'Email must be at most 254 characters' },
      { field: 'password', msg: 'Password must be at most 128 characters' },
    ]);
  });

  it('the user update body caps name, e-mail, designation and qualification', () => {
    expect(fieldErrors(updateUserBody, { name: 'x'.repeat(101), email: tooLongEmail, designation: 'x'.repeat(101), qualification: 'x'.repeat(101) })).toEqual([
      { field: 'name', msg: 'Name must be at most 100 characters' },
      { field: 'email', msg: 'Email must be at most 254 characters' },
      { field: 'designation', msg: 'Designation must be at most 100 characters' },
      { field: 'qualification', msg: 'Qualification must be at most 100 characters' },
    ]);
  });

  it('the change-password body caps every password at 128 characters and never trims the current one', () => {
    const tooLong = 'p'.repeat(129);
    expect(fieldErrors(changePasswordBody, { currentPassword: tooLong, newPassword: tooLong, confirmPassword: tooLong })).toEqual([
      { field: 'currentPassword', msg: 'Current password must be at most 128 characters' },
      { field: 'newPassword', msg: 'New password must be at most 128 characters' },
      { field: 'confirmPassword', msg: 'New password must be at most 128 characters' },
    ]);
    expect(changePasswordBody.parse({ currentPassword: ' old one ', newPassword: 'new-one' }).currentPassword).toBe(' old one ');
  });

  it('the leave status body caps a rejection reason at 500 characters after trimming', () => {
    expect(leaveStatusBody.parse({ status: 'rejected', rejectionReason: ` ${'x'.repeat(500)} ` }).rejectionReason).toHaveLength(500);
    expect(fieldErrors(leaveStatusBody, { status: 'rejected', rejectionReason: 'x'.repeat(501) })).toEqual([
      { field: 'rejectionReason', msg: 'Rejection reason cannot exceed 500 characters' },
    ]);
    expect(fieldErrors(leaveStatusBody, { status: 'rejected', rejectionReason: 42 })).toEqual([{ field: 'rejectionReason', msg: 'Rejection reason must be text' }]);
  });

  it('an import row caps the name made of first and last name at 100 characters', () => {
    const row = { Email: 'priya@college.edu', Department: 'CSE', Role: 'employee', Password: 'secret1' };
    expect(importRowSchema.parse({ ...row, 'First Name': 'x'.repeat(49), 'Last Name': 'y'.repeat(50) }).name).toHaveLength(100);
    expect(fieldErrors(importRowSchema, { ...row, 'First Name': 'x'.repeat(50), 'Last Name': 'y'.repeat(50), Role: 'admin' }).map((e) => e.msg)).toEqual([
      'Role must be employee or hod',
      'Name must be at most 100 characters',
    ]);
  });
});

describe('One message per field, cross-field messages beside them', () => {
  it('a blank field says only that it is required', () => {
    expect(fieldErrors(applyLeaveBody, { leaveType: 'cl', fromDate: '2026-03-09', toDate: '2026-03-09', reason: ' ' })).toEqual([
      { field: 'reason', msg: 'Please provide a reason for leave' },
    ]);
    expect(fieldErrors(excelUploadBody, { fileData: 'QUJD', fileName: '' })).toEqual([{ field: 'fileName', msg: 'Please select a valid Excel file (.xlsx or .xls)' }]);
  });

  it('a password mismatch is reported with the other problems of the body', () => {
    expect(fieldErrors(registerBody, { name: 'P', email: 'a@b.co', password: 'secret1', confirmPassword: 'secret2', department: 'cse', mobileNo: '9876543210', dateOfBirth: '1990-01-01' })).toEqual([
      { field: 'name', msg: 'Name must be at least 2 characters' },
      { field: 'confirmPassword', msg: 'Passwords do not match' },
    ]);
    expect(fieldErrors(changePasswordBody, { currentPassword: '', newPassword: 'abc', confirmPassword: 'abd' })).toEqual([
      { field: 'currentPassword', msg: 'Current password is required' },
      { field: 'newPassword', msg: 'New password must be at least 6 characters long' },
      { field: 'confirmPassword', msg: 'New passwords do not match' },
    ]);
  });
});

describe('excelCellDate', () => {
  it('reads Excel serial numbers', () => {
    expect(excelCellDate(45658)).toBe('2025-01-01');
    expect(excelCellDate(45658.75)).toBe('2025-01-01');
  });

  it('reads ISO dates and blanks', () => {
    expect(excelCellDate('2020-06-05')).toBe('2020-06-05');
    expect(excelCellDate('')).toBeUndefined();
    expect(excelCellDate(null)).toBeUndefined();
  });

  it('refuses what is not a date', () => {
    expect(excelCellDate('someday')).toBeNull();
    expect(excelCellDate(new Date(Number.NaN))).toBeNull();
    expect(excelCellDate(true)).toBeNull();
  });
});

describe('Text without control characters', () => {
  const person = { name: 'Priya', email: 'a@b.co', password: 'secret1', department: 'CSE', mobileNo: '9876543210', dateOfBirth: '1990-01-01' };

  it.each(['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\t', '\n'])('refuses %j inside a single-line text, naming the field', (char) => {
    expect(fieldErrors(updateUserBody, { name: `Pri${char}ya` })).toEqual([{ field: 'name', msg: 'Name must not contain control characters' }]);
    expect(fieldErrors(updateUserBody, { designation: `Lec${char}turer` })).toEqual([{ field: 'designation', msg: 'Designation must not contain control characters' }]);
    expect(fieldErrors(updateUserBody, { employeeId: `EMP${char}1` })).toEqual([{ field: 'employeeId', msg: 'Employee ID must not contain control characters' }]);
    expect(fieldErrors(registerBody, { ...person, department: `cse${char}x` })).toEqual([{ field: 'department', msg: 'Department must not contain control characters' }]);
    expect(fieldErrors(leaveListQuery, { search: `a${char}b` })).toEqual([{ field: 'search', msg: 'Search must not contain control characters' }]);
  });

  it('keeps tabs and line breaks in reasons, the one multi-line text, and refuses other control characters there', () => {
    const leave = { leaveType: 'cl', fromDate: '2026-03-09', toDate: '2026-03-09' };
    expect(applyLeaveBody.parse({ ...leave, reason: 'Visiting\r\n\tmy parents' }).reason).toBe('Visiting\r\n\tmy parents');
    expect(fieldErrors(applyLeaveBody, { ...leave, reason: 'Visiting my\u0000 parents' })).toEqual([{ field: 'reason', msg: 'Reason must not contain control characters' }]);
    expect(leaveStatusBody.parse({ status: 'rejected', rejectionReason: 'Staff short\nthat week' }).rejectionReason).toBe('Staff short\nthat week');
    expect(fieldErrors(leaveStatusBody, { status: 'rejected', rejectionReason: 'Staff\u001b short' })).toEqual([{ field: 'rejectionReason', msg: 'Rejection reason must not contain control characters' }]);
  });

  it('holds a chosen password to the rule, but lets a typed one hold anything but NUL', () => {
    expect(fieldErrors(registerBody, { ...person, password: 'sec\tret1' })).toEqual([{ field: 'password', msg: 'Password must not contain control characters' }]);
    expect(fieldErrors(changePasswordBody, { currentPassword: 'old-one', newPassword: 'new\u0007one' })).toEqual([{ field: 'newPassword', msg: 'New password must not contain control characters' }]);
    expect(loginBody.safeParse({ email: 'a@b.co', password: 'sec\tret1' }).success).toBe(true);
    expect(fieldErrors(loginBody, { email: 'a@b.co', password: 'secret\u00001' })).toEqual([{ field: 'password', msg: 'Password must not contain control characters' }]);
    expect(fieldErrors(changePasswordBody, { currentPassword: 'old\u0000one', newPassword: 'new-one' })).toEqual([{ field: 'currentPassword', msg: 'Current password must not contain control characters' }]);
  });

  it('gives a field one message: a too-short value with a control character says it is too short', () => {
    expect(fieldErrors(updateUserBody, { name: '\u0000' })).toEqual([{ field: 'name', msg: 'Name must be at least 2 characters' }]);
  });
});

describe('File names', () => {
  const data = 'UEsDBA==';
  it.each([
    [`${'a'.repeat(251)}.xlsx`, 'File name must be at most 255 characters'],
    ['reports/staff.xlsx', 'File name must not contain / or \\'],
    ['..\\staff.xlsx', 'File name must not contain / or \\'],
    ['staff\u0000.xlsx', 'File name must not contain control characters'],
    ['staff.csv', 'Please select a valid Excel file (.xlsx or .xls)'],
  ])('refuses %j', (fileName, msg) => {
    expect(fieldErrors(excelUploadBody, { fileData: data, fileName })).toEqual([{ field: 'fileName', msg }]);
  });

  it('takes a name of 255 characters', () => {
    expect(excelUploadBody.safeParse({ fileData: data, fileName: `${'a'.repeat(250)}.xlsx` }).success).toBe(true);
  });
});
