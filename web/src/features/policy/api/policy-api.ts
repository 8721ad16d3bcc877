// The leave policy's versions (GET and POST /policy/versions): every version with who published it and
// why, and the admin's publishing of a new one, after reading what it would change (the preview). The version in force is lib/policy's.
import type { ApiSuccess, PolicyPreviewDto, PolicyVersionDto, PublishPolicyBody } from '@leave/domain';
import { api } from '@/lib/api';

export const policyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPolicyVersions: build.query<PolicyVersionDto[], void>({
      query: () => '/policy/versions',
      transformResponse: (response: ApiSuccess<{ versions: PolicyVersionDto[] }>) => response.data.versions,
      providesTags: [{ type: 'Policy', id: 'VERSIONS' }],
    }),
    /** What publishing would change, with how many people each change reaches; writes nothing. */
    previewPolicyVersion: build.mutation<PolicyPreviewDto, PublishPolicyBody>({
      query: (body) => ({ url: '/policy/versions/preview', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<PolicyPreviewDto>) => response.data,
    }),
    publishPolicyVersion: build.mutation<{ version: number }, PublishPolicyBody>({
      query: (body) => ({ url: '/policy/versions', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<{ version: number }>) => response.data,
      invalidatesTags: ['Policy', 'Balance'],
    }),
  }),
});

export const { useGetPolicyVersionsQuery, usePreviewPolicyVersionMutation, usePublishPolicyVersionMutation } = policyApi;
