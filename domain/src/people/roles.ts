// The kinds of user and what follows directly from the role (docs/product.md §6). The auditor reads
// everything and changes nothing but their own password (permissions.ts).

export const ROLES = ['admin', 'hod', 'employee', 'auditor'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The roles that decide applications (the HOD of the department, then the admin): they hear of each one. */
export const APPROVER_ROLES: readonly Role[] = ['admin', 'hod'];
/** The role of a department's head, who decides its applications first. */
export const HEAD_OF_DEPARTMENT: Role = 'hod';

/** An auditor has no department: the registration and the admin's form do not ask for one. */
export function roleNeedsDepartment(role: Role): boolean {
  return role !== 'auditor';
}

export interface RoleFlags {
  isAdmin: boolean;
  isHOD: boolean;
  isEmployee: boolean;
  isAuditor: boolean;
}

export function roleFlags(role: string | null | undefined): RoleFlags {
  return { isAdmin: role === 'admin', isHOD: role === 'hod', isEmployee: role === 'employee', isAuditor: role === 'auditor' };
}

export type DashboardPath = '/admin/dashboard' | '/hod/dashboard' | '/employee/dashboard' | '/audit';

/** Where a user lands after login and when they open a portal that is not theirs. */
export function dashboardPathFor(role: string | null | undefined): DashboardPath {
  if (role === 'admin') return '/admin/dashboard';
  if (role === 'hod') return '/hod/dashboard';
  if (role === 'auditor') return '/audit';
  return '/employee/dashboard';
}

/** A person's own profile, where their account's cards are (the auditor's is their password page). */
export function profilePathFor(role: string | null | undefined): string {
  if (role === 'admin') return '/admin/profile';
  if (role === 'hod') return '/hod/profile';
  if (role === 'auditor') return '/audit/password';
  return '/employee/profile';
}

export const ROLE_LABELS: Readonly<Record<Role, string>> = { admin: 'Administrator', hod: 'Head of Department', employee: 'Employee', auditor: 'Auditor' };
