// The 'Leave Policy' screen: the admin edits the types and allowances and publishes a version with its
// effective date and reason; the auditor reads the versions only.
import { t } from '@lingui/core/macro';
import { useMemo } from 'react';
import { Card } from '@/components/ui/card/Card';
import { useGetPolicyQuery } from '@/lib/policy';
import { useGetPolicyVersionsQuery } from '../api/policy-api';
import { PolicyEditor } from './PolicyEditor';
import { PolicyVersions } from './PolicyVersions';
import { PolicySummary } from './PolicySummary';
import './policy.css';

export function PolicyScreen({ canEdit }: { canEdit: boolean }) {
  const { data: inForce, isLoading: loadingPolicy } = useGetPolicyQuery();
  const { data: versions = [], isLoading } = useGetPolicyVersionsQuery();
  const publishedCodes = useMemo(() => new Set(versions.flatMap((version) => version.policy.leaveTypes.map((type) => type.code))), [versions]);
  return (
    <>
      {inForce && <PolicySummary inForce={inForce} />}
      {canEdit && (inForce ? <PolicyEditor key={`${inForce.version}-${versions.length}`} inForce={inForce.policy} publishedCodes={publishedCodes} /> : <Card title={t`Leave Types`}>{loadingPolicy ? t`Loading the policy...` : t`The policy could not be loaded`}</Card>)}
      <PolicyVersions versions={versions} inForce={inForce?.version} loading={isLoading} />
    </>
  );
}
