// An application's approval route as steps (issue 43): each office in order with who holds it, what became
// of it (waiting, approved, rejected, skipped, escalated, still to come), who decided and when. The
// applicant's details and the approver's both show it; it follows the application live (the dialog shows
// the application as the cache holds it). Nothing shows for an application without a recorded route.
import type { RouteStepDto } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { Badge } from '@/components/ui/badge/Badge';
import { formatDateTime } from '@/lib/dates';
import './leaves.css';

type StepStatus = RouteStepDto['status'];

function statusLabel(status: StepStatus): string {
  switch (status) {
    case 'upcoming':
      return t`Upcoming`;
    case 'waiting':
      return t`Waiting`;
    case 'approved':
      return t`Approved`;
    case 'rejected':
      return t`Rejected`;
    case 'skipped':
      return t`Skipped`;
    case 'escalated':
      return t`Escalated`;
  }
}

const TONE: Record<StepStatus, 'success' | 'danger' | 'warning' | 'neutral' | 'info'> = {
  upcoming: 'neutral',
  waiting: 'warning',
  approved: 'success',
  rejected: 'danger',
  skipped: 'neutral',
  escalated: 'info',
};

/** The office's name in the language shown: the built-in two are the app's words, the others the policy's. */
export function officeName(step: { office: string; name: string }): string {
  return step.office === 'hod' ? t`HOD` : step.office === 'admin' ? t`Admin` : step.name;
}

function StepLine({ step }: { step: RouteStepDto }) {
  const name = officeName(step);
  const holders = step.approvers.map((person) => person.name).join(', ');
  const who = step.decidedBy?.name ?? '';
  const when = step.decidedAt ? formatDateTime(step.decidedAt) : '';
  return (
    <li className={`route-steps__step route-steps__step--${step.status}`} aria-current={step.status === 'waiting' ? 'step' : undefined}>
      <div className="route-steps__head">
        <span className="route-steps__name">{name}</span>
        <Badge tone={TONE[step.status]}>{statusLabel(step.status)}</Badge>
      </div>
      {step.decidedBy && step.decidedAt ? (
        <span className="muted">{step.status === 'rejected' ? t`Rejected by ${who}, ${when}` : t`Approved by ${who}, ${when}`}</span>
      ) : step.approvers.length === 0 ? (
        <span className="muted">{t`Nobody holds this office yet.`}</span>
      ) : step.approvers.length <= 3 && step.status !== 'skipped' ? (
        <span className="muted">{holders}</span>
      ) : null}
    </li>
  );
}

export function RouteSteps({ route }: { route: readonly RouteStepDto[] }) {
  return (
    <section className="route-steps" aria-label={t`Approval route`}>
      <h3 className="route-steps__title">{t`Approval route`}</h3>
      <ol className="route-steps__list">
        {route.map((step, index) => (
          <StepLine key={`${step.office}-${index}`} step={step} />
        ))}
      </ol>
    </section>
  );
}
