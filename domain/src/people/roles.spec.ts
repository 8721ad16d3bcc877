import { describe, expect, it } from 'vitest';
import { ROLES, dashboardPathFor, roleFlags } from './roles';

describe('Roles', () => {
  it('are admin, hod and employee', () => {
    expect(ROLES).toEqual(['admin', 'hod', 'employee']);
  });

  it('give one flag per role', () => {
    expect(roleFlags('admin')).toEqual({ isAdmin: true, isHOD: false, isEmployee: false });
    expect(roleFlags('hod')).toEqual({ isAdmin: false, isHOD: true, isEmployee: false });
    expect(roleFlags('employee')).toEqual({ isAdmin: false, isHOD: false, isEmployee: true });
    expect(roleFlags(undefined)).toEqual({ isAdmin: false, isHOD: false, isEmployee: false });
  });

  it("send each role to its own dashboard and anyone else to the employee's", () => {
    expect(dashboardPathFor('admin')).toBe('/admin/dashboard');
    expect(dashboardPathFor('hod')).toBe('/hod/dashboard');
    expect(dashboardPathFor('employee')).toBe('/employee/dashboard');
    expect(dashboardPathFor('guest')).toBe('/employee/dashboard');
    expect(dashboardPathFor(null)).toBe('/employee/dashboard');
  });
});
