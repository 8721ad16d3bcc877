import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  adminProfileSchema,
  changePasswordSchema,
  employeeFormSchema,
  employeeProfileSchema,
  hodProfileSchema,
  insufficientBalanceMessageEmployee,
  insufficientBalanceMessageHod,
  loginSchema,
  makeEmployeeApplyLeaveSchema,
  makeEmployeeEditSchema,
  makeHodApplyLeaveSchema,
  registerSchema,
  rejectionReasonSchema,
  validateExcelFile,
} from './forms';

/** The message of each failing field, as a form would show it (the first per field). */
function messages(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) byField[issue.path.join('.')] ??= issue.message;
  return byField;
}

/** Every message, field by field, to prove that each field says one thing and nothing is held back. */
function allMessages(schema: z.ZodType, input: unknown): [string, string][] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('Login form', () => {
  it('requires e-mail and password', () => {
    expect(messages(loginSchema, { email: '', password: '' })).toEqual({ email: 'Email is required', password: 'Password is required' });
  });

  it('wants a real e-mail address and 6 characters of password', () => {
    expect(messages(loginSchema, { email: 'priya@', password: '12345' })).toEqual({
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters',
    });
  });

  it('accepts valid credentials and lower-cases the e-mail', () => {
    expect(loginSchema.parse({ email: ' Priya@College.edu ', password: 'secret1' })).toEqual({ email: 'priya@college.edu', password: 'secret1' });
  });
});

describe('Register form', () => {
  const valid = {
    name: 'Priya Raman',
    email: 'priya@college.edu',
    department: 'Computer Science & Engineering (CSE)',
    role: 'employee',
    mobileNo: '9876543210',
    dateOfBirth: '1990-04-12',
    dateOfJoining: '2018-06-01',
    password: 'secret1',
    confirmPassword: 'secret1',
  };

  it('accepts a complete registration', () => {
    expect(registerSchema.safeParse(valid).success).toBe(true);
  });

  it('shows every required-field message on an empty form', () => {
    expect(
      messages(registerSchema, { name: '', email: '', department: '', role: '', mobileNo: '', dateOfBirth: '', dateOfJoining: '', password: '', confirmPassword: '' }),
    ).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Email is required',
      department: 'Department is required',
      role: 'Role is required',
      mobileNo: 'Please enter a valid 10-digit mobile number',
      dateOfBirth: 'Date of birth is required',
      dateOfJoining: 'Date of joining is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
  });

  it('wants a name of 2 characters after trimming', () => {
    expect(messages(registerSchema, { ...valid, name: ' P ' })).toEqual({ name: 'Name must be at least 2 characters' });
  });

  it('wants exactly 10 digits of mobile number', () => {
    expect(messages(registerSchema, { ...valid, mobileNo: '98765 4321' })).toEqual({ mobileNo: 'Please enter a valid 10-digit mobile number' });
    expect(messages(registerSchema, { ...valid, mobileNo: '98765432101' })).toEqual({ mobileNo: 'Please enter a valid 10-digit mobile number' });
  });

  it('wants the password confirmed identically', () => {
    expect(messages(registerSchema, { ...valid, confirmPassword: 'secret2' })).toEqual({ confirmPassword: 'Passwords do not match' });
  });

  it('says the password is too short', () => {
    expect(messages(registerSchema, { ...valid, password: 'abc', confirmPassword: 'abc' })).toEqual({ password: 'Password must be at least 6 characters' });
  });

  it('offers all three roles', () => {
    expect(registerSchema.safeParse({ ...valid, role: 'admin' }).success).toBe(true);
    expect(messages(registerSchema, { ...valid, role: 'principal' })).toEqual({ role: 'Role is required' });
  });
});

describe('Admin employee form', () => {
  const valid = {
    name: 'Arun Kumar',
    email: 'arun@college.edu',
    department: 'ECE',
    role: 'hod',
    designation: 'Professor',
    qualification: 'PhD',
    mobileNo: '9123456780',
    dateOfBirth: '1980-01-20',
    dateOfJoining: '',
    employeeId: '',
  };

  it('accepts an employee without date of joining or employee ID', () => {
    expect(employeeFormSchema.parse(valid)).toMatchObject({
      department: 'Electronics & Communication Engineering (ECE)',
      dateOfJoining: null,
      employeeId: undefined,
    });
  });

  it('uses its own messages', () => {
    expect(
      messages(employeeFormSchema, { ...valid, name: ' A ', email: 'x', department: '', role: '', designation: 'P', qualification: 'M', mobileNo: '12345', dateOfBirth: '' }),
    ).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Valid email is required',
      department: 'Department is required',
      role: 'Role is required',
      designation: 'Designation must be at least 2 characters',
      qualification: 'Qualification must be at least 2 characters',
      mobileNo: 'Valid 10-digit mobile number is required',
      dateOfBirth: 'Date of birth is required',
    });
  });

  it('says an empty e-mail is not valid', () => {
    expect(messages(employeeFormSchema, { ...valid, email: '' })).toEqual({ email: 'Valid email is required' });
  });
});

describe('Change password form', () => {
  it('requires all three inputs', () => {
    expect(messages(changePasswordSchema, { currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'New password is required',
      confirmPassword: 'Please confirm your new password',
    });
  });

  it('wants a new password of 6 characters', () => {
    expect(messages(changePasswordSchema, { currentPassword: 'old-one', newPassword: 'abc', confirmPassword: 'abc' })).toEqual({
      newPassword: 'New password must be at least 6 characters long',
    });
  });

  it('wants the new passwords to match', () => {
    expect(messages(changePasswordSchema, { currentPassword: 'old-one', newPassword: 'abcdef', confirmPassword: 'abcdeg' })).toEqual({
      confirmPassword: 'New passwords do not match',
    });
  });
});

describe('Profile forms', () => {
  const profile = {
    name: 'Priya Raman',
    email: 'priya@college.edu',
    mobileNo: '9876543210',
    designation: 'Assistant Professor',
    qualification: 'M.Tech',
    dateOfBirth: '1990-04-12',
  };

  it('an admin must give the date of joining but not a department', () => {
    expect(messages(adminProfileSchema, { ...profile, dateOfJoining: '' })).toEqual({ dateOfJoining: 'Date of joining is required' });
    expect(adminProfileSchema.parse({ ...profile, department: '', dateOfJoining: '2010-01-04' }).department).toBeUndefined();
  });

  it('a HOD must give a department', () => {
    expect(messages(hodProfileSchema, { ...profile, department: '' })).toEqual({ department: 'Department is required' });
    expect(hodProfileSchema.parse({ ...profile, department: 'civil' }).department).toBe('Civil Engineering (CIVIL)');
  });

  it('an employee cannot change department or date of joining', () => {
    const values = employeeProfileSchema.parse({ ...profile, department: 'MECH', dateOfJoining: '2001-01-01' });
    expect(values).not.toHaveProperty('department');
    expect(values).not.toHaveProperty('dateOfJoining');
  });

  it('requires every profile field', () => {
    expect(messages(employeeProfileSchema, {})).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Email is required',
      mobileNo: 'Please enter a valid 10-digit mobile number',
      designation: 'Designation must be at least 2 characters',
      qualification: 'Qualification must be at least 2 characters',
      dateOfBirth: 'Date of birth is required',
    });
  });
});

describe('Rejection reason', () => {
  it.each(['', '   '])('refuses %j', (reason) => {
    expect(messages(rejectionReasonSchema, reason)).toEqual({ '': 'Please provide a reason for rejection' });
  });

  it('accepts any other text, trimmed', () => {
    expect(rejectionReasonSchema.parse('  Exam week ')).toBe('Exam week');
  });
});

describe('Apply-leave forms', () => {
  const today = '2026-03-02';
  const balances = { cl: 3, scl: 4, el: 0, hpl: 10, ccl: 7 };
  const hodForm = makeHodApplyLeaveSchema({ today, balances });
  const employeeForm = makeEmployeeApplyLeaveSchema({ today, balances });
  const valid = { leaveType: 'cl', fromDate: '2026-03-06', toDate: '2026-03-06', reason: 'Visiting my parents' };

  it('require every field', () => {
    const empty = { leaveType: '', fromDate: '', toDate: '', reason: '' };
    const expected = {
      leaveType: 'Please select a leave type',
      fromDate: 'Please select start date',
      toDate: 'Please select end date',
      reason: 'Please provide a reason for leave',
    };
    expect(messages(hodForm, empty)).toEqual(expected);
    expect(messages(employeeForm, empty)).toEqual(expected);
  });

  it('refuse a start date in the past', () => {
    expect(messages(hodForm, { ...valid, fromDate: '2026-03-01', toDate: '2026-03-01' })).toEqual({ fromDate: 'Start date cannot be in the past' });
  });

  it('word an end date before the start date differently for HODs and employees', () => {
    const reversed = { ...valid, fromDate: '2026-03-06', toDate: '2026-03-05' };
    expect(messages(hodForm, reversed)).toEqual({ toDate: 'End date cannot be before start date' });
    expect(messages(employeeForm, reversed)).toEqual({ toDate: 'End date must be after start date' });
  });

  it('want a reason of 10 to 500 characters after trimming', () => {
    expect(messages(employeeForm, { ...valid, reason: '  too short  ' })).toEqual({ reason: 'Reason must be at least 10 characters long' });
    expect(messages(employeeForm, { ...valid, reason: 'x'.repeat(501) })).toEqual({ reason: 'Reason cannot exceed 500 characters' });
    expect(employeeForm.safeParse({ ...valid, reason: 'x'.repeat(500) }).success).toBe(true);
  });

  it('count a HOD request in calendar days against the balance', () => {
    // Friday 6 to Monday 9 March: 4 calendar days, 2 working days.
    const request = { ...valid, fromDate: '2026-03-06', toDate: '2026-03-09' };
    expect(messages(hodForm, request)).toEqual({ leaveType: 'Insufficient CL balance. Available: 3 days, Requested: 4 days' });
    expect(employeeForm.safeParse(request).success).toBe(true);
  });

  it('count an employee request in working days against the balance', () => {
    expect(messages(employeeForm, { ...valid, fromDate: '2026-03-02', toDate: '2026-03-06' })).toEqual({
      leaveType: 'Insufficient CL balance. You have 3 days remaining, but requested 5 days.',
    });
  });

  it('refuse an employee request with no working day', () => {
    expect(messages(employeeForm, { ...valid, fromDate: '2026-03-07', toDate: '2026-03-08' })).toEqual({ toDate: 'The selected dates contain no working days' });
  });

  it('skip the balance check while balances are unknown', () => {
    expect(makeEmployeeApplyLeaveSchema({ today }).safeParse({ ...valid, leaveType: 'el' }).success).toBe(true);
  });

  it('accept upper-case leave types and give them in lower case', () => {
    expect(hodForm.parse({ ...valid, leaveType: 'CCL' }).leaveType).toBe('ccl');
  });
});

describe('Cross-field messages beside field messages', () => {
  const today = '2026-03-02';
  const balances = { cl: 3, scl: 4, el: 0, hpl: 10, ccl: 7 };

  it('the register form says the passwords differ while other fields are wrong', () => {
    expect(
      allMessages(registerSchema, {
        name: 'A',
        email: '',
        department: '',
        role: '',
        mobileNo: '',
        dateOfBirth: '',
        dateOfJoining: '',
        password: 'secret1',
        confirmPassword: 'secret2',
      }),
    ).toEqual([
      ['name', 'Name must be at least 2 characters'],
      ['email', 'Email is required'],
      ['department', 'Department is required'],
      ['role', 'Role is required'],
      ['mobileNo', 'Please enter a valid 10-digit mobile number'],
      ['dateOfBirth', 'Date of birth is required'],
      ['dateOfJoining', 'Date of joining is required'],
      ['confirmPassword', 'Passwords do not match'],
    ]);
  });

  it('the register form says the passwords differ while the password itself is too short', () => {
    expect(
      allMessages(registerSchema, {
        name: 'Priya Raman',
        email: 'priya@',
        department: 'CSE',
        role: 'employee',
        mobileNo: '9876543210',
        dateOfBirth: '1990-04-12',
        dateOfJoining: '2018-06-01',
        password: 'abc',
        confirmPassword: 'abd',
      }),
    ).toEqual([
      ['email', 'Invalid email address'],
      ['password', 'Password must be at least 6 characters'],
      ['confirmPassword', 'Passwords do not match'],
    ]);
  });

  it('the change-password form says the new passwords differ while the others are wrong', () => {
    expect(allMessages(changePasswordSchema, { currentPassword: '', newPassword: 'abc', confirmPassword: 'abd' })).toEqual([
      ['currentPassword', 'Current password is required'],
      ['newPassword', 'New password must be at least 6 characters long'],
      ['confirmPassword', 'New passwords do not match'],
    ]);
  });

  it('the employee form shows the balance message while the reason is still empty', () => {
    const form = makeEmployeeApplyLeaveSchema({ today, balances });
    expect(allMessages(form, { leaveType: 'cl', fromDate: '2026-03-02', toDate: '2026-03-06', reason: '' })).toEqual([
      ['reason', 'Please provide a reason for leave'],
      ['leaveType', 'Insufficient CL balance. You have 3 days remaining, but requested 5 days.'],
    ]);
  });

  it('the HOD form shows the balance message beside a short reason and a past start date', () => {
    const form = makeHodApplyLeaveSchema({ today: '2026-03-03', balances });
    expect(allMessages(form, { leaveType: 'cl', fromDate: '2026-03-02', toDate: '2026-03-06', reason: 'Too short' })).toEqual([
      ['fromDate', 'Start date cannot be in the past'],
      ['reason', 'Reason must be at least 10 characters long'],
      ['leaveType', 'Insufficient CL balance. Available: 3 days, Requested: 5 days'],
    ]);
  });

  it('both apply-leave forms show the date order and no-working-day messages while the reason is empty', () => {
    const reversed = { leaveType: 'cl', fromDate: '2026-03-06', toDate: '2026-03-05', reason: '' };
    expect(allMessages(makeHodApplyLeaveSchema({ today, balances }), reversed)).toEqual([
      ['reason', 'Please provide a reason for leave'],
      ['toDate', 'End date cannot be before start date'],
    ]);
    expect(allMessages(makeEmployeeApplyLeaveSchema({ today, balances }), { ...reversed, fromDate: '2026-03-07', toDate: '2026-03-08' })).toEqual([
      ['reason', 'Please provide a reason for leave'],
      ['toDate', 'The selected dates contain no working days'],
    ]);
  });

  it('a blank field still says only that it is required', () => {
    expect(allMessages(loginSchema, { email: '', password: '' })).toEqual([
      ['email', 'Email is required'],
      ['password', 'Password is required'],
    ]);
    expect(allMessages(makeEmployeeApplyLeaveSchema({ today }), { leaveType: 'cl', fromDate: '2026-03-03', toDate: '2026-03-03', reason: '   ' })).toEqual([
      ['reason', 'Please provide a reason for leave'],
    ]);
  });
});

describe('Maximum lengths', () => {
  const register = {
    name: 'Priya Raman',
    email: 'priya@college.edu',
    department: 'CSE',
    role: 'employee',
    mobileNo: '9876543210',
    dateOfBirth: '1990-04-12',
    dateOfJoining: '2018-06-01',
    password: 'secret1',
    confirmPassword: 'secret1',
  };
  const employee = { ...register, designation: 'Professor', qualification: 'PhD' };
  const longestEmail = `${'a'.repeat(242)}@college.edu`;

  it('a name has at most 100 characters after trimming', () => {
    expect(registerSchema.safeParse({ ...register, name: ` ${'x'.repeat(100)} ` }).success).toBe(true);
    expect(allMessages(registerSchema, { ...register, name: 'x'.repeat(101) })).toEqual([['name', 'Name must be at most 100 characters']]);
    expect(allMessages(employeeFormSchema, { ...employee, name: 'x'.repeat(101) })).toEqual([['name', 'Name must be at most 100 characters']]);
  });

  it('a designation and a qualification have at most 100 characters', () => {
    expect(employeeFormSchema.safeParse({ ...employee, designation: 'x'.repeat(100), qualification: 'x'.repeat(100) }).success).toBe(true);
    expect(allMessages(employeeFormSchema, { ...employee, designation: 'x'.repeat(101), qualification: 'x'.repeat(101) })).toEqual([
      ['designation', 'Designation must be at most 100 characters'],
      ['qualification', 'Qualification must be at most 100 characters'],
    ]);
    expect(allMessages(registerSchema, { ...register, designation: 'x'.repeat(101) })).toEqual([['designation', 'Designation must be at most 100 characters']]);
  });

  it('an e-mail address has at most 254 characters, and a longer one is not also called invalid', () => {
    expect(longestEmail).toHaveLength(254);
    expect(loginSchema.safeParse({ email: longestEmail, password: 'secret1' }).success).toBe(true);
    expect(allMessages(loginSchema, { email: `a${longestEmail}`, password: 'secret1' })).toEqual([['email', 'Email must be at most 254 characters']]);
    expect(allMessages(employeeFormSchema, { ...employee, email: `a${longestEmail}` })).toEqual([['email', 'Email must be at most 254 characters']]);
  });

  it('a password has at most 128 characters, spaces included', () => {
    const longest = ` ${'p'.repeat(126)} `;
    expect(loginSchema.safeParse({ email: 'priya@college.edu', password: longest }).success).toBe(true);
    expect(allMessages(loginSchema, { email: 'priya@college.edu', password: `${longest}p` })).toEqual([['password', 'Password must be at most 128 characters']]);
    expect(registerSchema.safeParse({ ...register, password: longest, confirmPassword: longest }).success).toBe(true);
    expect(allMessages(registerSchema, { ...register, password: `${longest}p`, confirmPassword: `${longest}p` })).toEqual([
      ['password', 'Password must be at most 128 characters'],
      ['confirmPassword', 'Password must be at most 128 characters'],
    ]);
  });

  it('the change-password form caps all three passwords at 128 characters', () => {
    const longest = 'p'.repeat(128);
    expect(changePasswordSchema.safeParse({ currentPassword: longest, newPassword: longest, confirmPassword: longest }).success).toBe(true);
    const tooLong = `${longest}p`;
    expect(allMessages(changePasswordSchema, { currentPassword: tooLong, newPassword: tooLong, confirmPassword: tooLong })).toEqual([
      ['currentPassword', 'Current password must be at most 128 characters'],
      ['newPassword', 'New password must be at most 128 characters'],
      ['confirmPassword', 'New password must be at most 128 characters'],
    ]);
  });

  it('the profile forms apply the same limits', () => {
    const profile = { name: 'x'.repeat(101), email: 'priya@college.edu', mobileNo: '9876543210', designation: 'x'.repeat(101), qualification: 'M.Tech', dateOfBirth: '1990-04-12' };
    expect(allMessages(employeeProfileSchema, profile)).toEqual([
      ['name', 'Name must be at most 100 characters'],
      ['designation', 'Designation must be at most 100 characters'],
    ]);
  });

  it('a rejection reason has at most 500 characters after trimming', () => {
    expect(rejectionReasonSchema.parse(` ${'x'.repeat(500)} `)).toHaveLength(500);
    expect(allMessages(rejectionReasonSchema, 'x'.repeat(501))).toEqual([['', 'Rejection reason cannot exceed 500 characters']]);
  });
});

describe('Balance messages', () => {
  it('fill in the type code and both figures', () => {
    expect(insufficientBalanceMessageHod('cl', 3, 5)).toBe('Insufficient CL balance. Available: 3 days, Requested: 5 days');
    expect(insufficientBalanceMessageEmployee('scl', 0, 2)).toBe('Insufficient SCL balance. You have 0 days remaining, but requested 2 days.');
  });
});

describe('Excel file', () => {
  it('accepts .xlsx and .xls under 10MB', () => {
    expect(validateExcelFile({ name: 'staff.xlsx', size: 2048 })).toBeNull();
    expect(validateExcelFile({ name: 'STAFF.XLS', size: 10 * 1024 * 1024 - 1 })).toBeNull();
  });

  it('refuses other types', () => {
    expect(validateExcelFile({ name: 'staff.csv', size: 10 })).toBe('Please select a valid Excel file (.xlsx or .xls)');
  });

  it('refuses 10MB or more', () => {
    expect(validateExcelFile({ name: 'staff.xlsx', size: 10 * 1024 * 1024 })).toBe('File size must be less than 10MB');
  });
});

describe("The admin's Edit Employee form", () => {
  const employee = {
    name: 'Ravi Kumar',
    email: 'ravi@college.edu',
    department: 'CSE',
    role: 'employee',
    designation: 'Lecturer',
    qualification: 'M.Sc',
    mobileNo: '9876543210',
    dateOfBirth: '1990-01-01',
    dateOfJoining: '2019-06-01',
    employeeId: 'emp043',
  };
  const current = { cl: 6, scl: 4, el: 0, hpl: 10, ccl: 7 };
  const balances = { cl: '6', scl: '4', el: '0', hpl: '10', ccl: '7' };
  const schema = makeEmployeeEditSchema(current);

  it('sends no balance when none changed, and needs no reason then', () => {
    const parsed = schema.parse({ ...employee, ...balances, balanceReason: '' });
    expect(parsed).not.toHaveProperty('leaveBalance');
    expect(parsed).not.toHaveProperty('balanceReason');
    expect(parsed.employeeId).toBe('EMP043');
  });

  it('sends only the balances that changed, with the reason, which it requires', () => {
    expect(messages(schema, { ...employee, ...balances, el: '12', balanceReason: ' ' })).toEqual({ balanceReason: 'Please give a reason for the balance change' });
    expect(schema.parse({ ...employee, ...balances, el: '12', balanceReason: 'Carried over' })).toMatchObject({ leaveBalance: { el: 12 }, balanceReason: 'Carried over' });
  });

  it('takes whole and half days from 0 to 365', () => {
    expect(schema.parse({ ...employee, ...balances, el: '2.5', balanceReason: 'Carried over' })).toMatchObject({ leaveBalance: { el: 2.5 } });
    expect(messages(schema, { ...employee, ...balances, el: '2.25', hpl: '400', cl: '', balanceReason: 'Carried over' })).toEqual({
      cl: 'Leave balance must be in whole or half days',
      el: 'Leave balance must be in whole or half days',
      hpl: 'Leave balance cannot exceed 365 days',
    });
  });
});
