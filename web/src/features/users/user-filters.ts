// The filters of the people lists (admin Employees, HOD Department Employees), applied by the server.
export interface UserFilterValues {
  search: string;
  department: string;
  role: string;
}

export const EMPTY_USER_FILTERS: UserFilterValues = { search: '', department: '', role: '' };
