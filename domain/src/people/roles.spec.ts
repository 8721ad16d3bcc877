import { describe, expect, it } from 'vitest';
import { ROLES, dashboardPathFor, roleFlags } from './roles';

describe('Roles', () => {
  it('are admin, hod, employee and auditor', () => {
    expect(ROLES).toEqual(['admin', 'hod', 'employee', 'auditor']);
  });

  it('give one flag per role', () => {
    expect(roleFlags('admin')).toEqual({ isAdmin: true, isHOD: false, isEmployee: false, isAuditor: false });
    expect(roleFlags('hod')).toEqual({ isAdmin: false, isHOD: true, isEmployee: false, isAuditor: false });
    expect(roleFlags('employee')).toEqual({ isAdmin: false, isHOD: false, isEmployee: true, isAuditor: false });
    expect(roleFlags('auditor')).toEqual({ isAdmin: false, isHOD: false, isEmployee: false, isAuditor: true });
    expect(roleFlags(undefined)).toEqual({ isAdmin: false, isHOD: false, isEmployee: false, isAuditor: false });
  });

  it("send each role to its own dashboard and anyone else to the employee's", () => {
    expect(dashboardPathFor('admin')).toBe('/admin/dashboard');
    expect(dashboardPathFor('hod')).toBe('/hod/dashboard');
    expect(dashboardPathFor('employee')).toBe('/employee/dashboard');
    expect(dashboardPathFor('auditor')).toBe('/audit');
    expect(dashboardPathFor('guest')).toBe('/employee/dashboard');
    expect(dashboardPathFor(null)).toBe('/employee/dashboard');
  });
});
