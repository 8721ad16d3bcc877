// PUT /users/:id from the admin's Edit Employee modal, with the balances that changed and their reason.
import type { ApiSuccess, EmployeeEditValues, UserDto } from '@leave/domain';
import { api, LEAVE_LIST, USER_LIST } from '@/lib/api';
import { employeePayload } from './create-employee';

const updateEmployeeApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateEmployee: build.mutation<UserDto, { id: string; values: EmployeeEditValues }>({
      query: ({ id, values }) => ({ url: `/users/${encodeURIComponent(id)}`, method: 'PUT', body: employeePayload(values) }),
      transformResponse: (response: ApiSuccess<{ user: UserDto }>) => response.data.user,
      invalidatesTags: (_user, _error, { id }) => [USER_LIST, { type: 'User', id }, { type: 'Balance', id }, 'Me', 'Stats', LEAVE_LIST],
    }),
  }),
});

export const { useUpdateEmployeeMutation } = updateEmployeeApi;
