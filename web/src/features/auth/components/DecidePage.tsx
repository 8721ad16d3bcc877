// The page of a 'waiting for your decision' mail's link (issue 44): /decide/<token>[?decision=approve|reject].
// No sign-in. The token is read from the address once and dropped from it (history.replaceState), so that
// it is in no bookmark, history entry or Referer; the page shows the application and two buttons. Opening
// the page decides nothing (mail scanners open every link): only pressing a button does, and 'Reject'
// needs a reason. The page speaks the approver's language when the server knows it.
import { DECISION_LINK_MESSAGES, isLanguage, MESSAGES, type LinkDecision } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { formatDateSpan } from '@/lib/dates';
import { useEffect, useState } from 'react';
import { Banner } from '@/components/ui/banner/Banner';
import { Button } from '@/components/ui/button/Button';
import { FormField } from '@/components/ui/form-field/FormField';
import { Spinner } from '@/components/ui/spinner/Spinner';
import { errorStatus, serverMessage } from '@/lib/api-error';
import { activateLanguage } from '@/lib/i18n/activate-language';
import { translateText } from '@/lib/i18n/texts';
import { useDecideWithLinkMutation, useDecisionLinkQuery, type DecisionLinkView } from '../api/decision-links';
import { AuthLayout } from './AuthLayout';

const TOKEN = /^[A-Za-z0-9_-]{32,64}$/;

type Address = { token: string | null; decision: LinkDecision | null };

/**
 * The token and the preselected decision in the address, read once. The token then leaves the address bar
 * for this history entry's state (never a URL, never a Referer): choosing the approver's language draws the
 * screens again, and the page mounted anew reads it from there.
 */
function readAddress(): Address {
  const match = /^\/decide\/([^/?#]+)/.exec(window.location.pathname);
  const kept = (window.history.state as { decideLink?: Address } | null)?.decideLink;
  if (!match && kept) return kept;
  const token = match && TOKEN.test(match[1]!) ? match[1]! : null;
  const chosen = new URLSearchParams(window.location.search).get('decision');
  return { token, decision: chosen === 'approve' || chosen === 'reject' ? chosen : null };
}

const day = (iso: string) => iso.slice(0, 10);

function Application({ view }: { view: DecisionLinkView }) {
  const { leave, balance, othersAway } = view;
  // '11 Jan 2027', '11-13 Jan 2027': the one date style of the screens.
  const span = formatDateSpan(day(leave.fromDate), day(leave.toDate));
  return (
    <dl className="decide-page__facts">
      <dt>{t`Applicant`}</dt>
      <dd>
        {leave.employee.name} ({leave.department})
      </dd>
      <dt>{t`Leave`}</dt>
      <dd>
        {leave.leaveType.toUpperCase()}, {span}
        {leave.fromHalf === 'second' ? ` (${t`from the afternoon`})` : ''}
        {leave.toHalf === 'first' ? ` (${t`until noon`})` : ''}
      </dd>
      <dt>{t`Days`}</dt>
      <dd>{leave.numberOfDays}</dd>
      {balance.now !== null && (
        <>
          <dt>{t`Balance now and after`}</dt>
          <dd>
            {balance.now} → {balance.after}
          </dd>
        </>
      )}
      <dt>{t`Reason`}</dt>
      <dd>{leave.reason}</dd>
      <dt>{t`Certificate`}</dt>
      <dd>{leave.attachments.length > 0 ? t`Attached` : t`None`}</dd>
      <dt>{t`Also away in the department`}</dt>
      <dd>
        {othersAway.length === 0 ? (
          t`Nobody`
        ) : (
          <ul>
            {othersAway.map((entry) => (
              <li key={entry.leaveId}>
                {entry.employee.name}: {entry.leaveType.toUpperCase()} {day(entry.fromDate)} – {day(entry.toDate)}
              </li>
            ))}
          </ul>
        )}
      </dd>
      {leave.route && leave.route.length > 0 && (
        <>
          <dt>{t`Route`}</dt>
          <dd>{leave.route.map((step) => step.name).join(' → ')}</dd>
        </>
      )}
    </dl>
  );
}

export function DecidePage() {
  const [{ token, decision: preselected }] = useState(readAddress);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { data, error, isLoading } = useDecisionLinkQuery(token ?? '', { skip: token === null });
  const [decide, { isLoading: deciding }] = useDecideWithLinkMutation();

  // The token leaves the address bar as soon as it is read.
  useEffect(() => {
    if (window.location.pathname !== '/decide') window.history.replaceState({ ...(window.history.state as object | null), decideLink: { token, decision: preselected } }, '', '/decide');
    // Once, with what the address held.
  }, []);

  const language = data?.approver.language;
  useEffect(() => {
    if (isLanguage(language)) void activateLanguage(language);
  }, [language]);

  const send = async (decision: LinkDecision) => {
    if (token === null) return;
    if (decision === 'reject' && reason.trim() === '') {
      setReasonError(translateText(MESSAGES.rejectionReasonRequired));
      return;
    }
    setReasonError(null);
    const result = await decide({ token, body: decision === 'reject' ? { decision, reason: reason.trim() } : { decision } });
    if (result.error) {
      if (errorStatus(result.error) === 400) setReasonError(serverMessage(result.error) ?? translateText(MESSAGES.rejectionReasonRequired));
      else setRefusal(serverMessage(result.error) ?? translateText(DECISION_LINK_MESSAGES.unknown));
      return;
    }
    setDone(decision === 'approve' ? t`Approved. The applicant is told.` : t`Rejected. The applicant is told.`);
  };

  const title = t`Decide on a leave application`;
  if (token === null) return <Refused title={title} message={translateText(DECISION_LINK_MESSAGES.unknown)} />;
  if (isLoading) return <AuthLayout title={title}><Spinner label={t`Loading...`} /></AuthLayout>;
  if (error || !data) return <Refused title={title} message={serverMessage(error) ?? translateText(DECISION_LINK_MESSAGES.unknown)} />;
  if (refusal) return <Refused title={title} message={refusal} />;
  if (done) {
    return (
      <AuthLayout title={title}>
        <Banner tone="success" title={done}>
          <p>{t`This link is used up. Open the app to see the application.`}</p>
        </Banner>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={title} subtitle={t`For ${data.approver.name}`}>
      <Application view={data} />
      <FormField label={t`Reason (needed to reject)`} error={reasonError ?? undefined}>
        {(control) => <textarea {...control} className="decide-page__reason" rows={3} value={reason} onChange={(event) => setReason(event.target.value)} autoFocus={preselected === 'reject'} />}
      </FormField>
      <div className="decide-page__actions">
        <Button variant="success" busy={deciding} onClick={() => void send('approve')} autoFocus={preselected === 'approve'}>
          {t`Approve`}
        </Button>
        <Button variant="danger" busy={deciding} onClick={() => void send('reject')}>
          {t`Reject`}
        </Button>
      </div>
    </AuthLayout>
  );
}

function Refused({ title, message }: { title: string; message: string }) {
  return (
    <AuthLayout title={title}>
      <Banner tone="error" title={t`This link cannot be used`}>
        <p>{translateText(message)}</p>
      </Banner>
    </AuthLayout>
  );
}
