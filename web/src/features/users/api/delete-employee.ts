// DELETE /users/:id: the employee leaves every list and can no longer sign in.
import { api, USER_LIST } from '@/lib/api';

const deleteEmployeeApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteEmployee: build.mutation<void, string>({
      query: (id) => ({ url: `/users/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, _error, id) => [USER_LIST, { type: 'User', id }, 'Stats'],
    }),
  }),
});

export const { useDeleteEmployeeMutation } = deleteEmployeeApi;
