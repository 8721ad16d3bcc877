// Client-side filtering of the people lists (admin Employees, HOD Department Employees).
import type { UserDto } from '@leave/domain';

export interface UserFilterValues {
  search: string;
  department: string;
  role: string;
}

export const EMPTY_USER_FILTERS: UserFilterValues = { search: '', department: '', role: '' };

export function filterUsers(users: readonly UserDto[], filters: UserFilterValues): UserDto[] {
  const query = filters.search.trim().toLowerCase();
  return users.filter(
    (user) =>
      (query === '' || [user.name, user.email, user.employeeId ?? ''].some((text) => text.toLowerCase().includes(query))) &&
      (filters.department === '' || user.department === filters.department) &&
      (filters.role === '' || user.role === filters.role),
  );
}
