import { PageHeader } from '@/components/ui/page-header/PageHeader';

export function HodApplyLeavePage() {
  return <PageHeader title="HodApplyLeavePage" />;
}
