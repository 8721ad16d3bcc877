// POST /auth/register with an admin's token: creates an employee (any role). The employee ID is omitted
// when blank (the server generates one). No password is sent: the server then gives the fixed default
// (DEFAULT_EMPLOYEE_PASSWORD), so the web never holds a copy of it.
import type { ApiSuccess, AuthResult, EmployeeEditValues, EmployeeFormValues, UserDto } from '@leave/domain';
import { api, USER_LIST } from '@/lib/api';

export function employeePayload(values: EmployeeFormValues | EmployeeEditValues) {
  const { employeeId, dateOfJoining, ...rest } = values;
  return {
    ...rest,
    ...(employeeId ? { employeeId } : {}),
    dateOfJoining: dateOfJoining ?? '',
  };
}

const createEmployeeApi = api.injectEndpoints({
  endpoints: (build) => ({
    createEmployee: build.mutation<UserDto, EmployeeFormValues>({
      query: (values) => ({ url: '/auth/register', method: 'POST', body: employeePayload(values) }),
      transformResponse: (response: ApiSuccess<AuthResult>) => response.data.user,
      invalidatesTags: [USER_LIST, 'Stats'],
    }),
  }),
});

export const { useCreateEmployeeMutation } = createEmployeeApi;
