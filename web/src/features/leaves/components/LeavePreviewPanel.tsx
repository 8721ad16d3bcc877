// Before applying (issues 43 and 46): who will decide, in order ('HOD (Dr. Rao) -> Principal (Dr. Iyer) ->
// Admin'), the weekends and holidays the application would count and why, the department cap's warnings,
// and the problems only the server can know (a blackout window, a restricted holiday already taken), from
// POST /leaves/preview as the dates change. A field the form itself already finds wrong is not spoken of
// twice (the form's words for a short balance differ from the server's).
import type { LeavePreviewDto } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { translateText } from '@/lib/i18n/texts';
import { usePreviewLeaveQuery, type PreviewArgs } from '../api/preview-leave';

/** Asks once the person has stopped changing the dates for a moment. */
const SETTLE_MS = 300;

type Step = LeavePreviewDto['route'][number];

function stepLabel(step: Step): string {
  const office = step.office === 'hod' ? t`HOD` : step.office === 'admin' ? t`Admin` : step.name;
  if (step.approvers.length === 0) return t`${office} (nobody holds it yet)`;
  // A few names help; a long list (every admin) does not.
  if (step.approvers.length > 2) return office;
  const names = step.approvers.map((person) => person.name).join(', ');
  return `${office} (${names})`;
}

/** The preview of the application as it stands, once its fields settled; null while they change or none is asked. */
export function useLeavePreview(application: PreviewArgs | null): LeavePreviewDto | null {
  const [settled, setSettled] = useState<PreviewArgs | null>(application);
  const key = JSON.stringify(application);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(application), SETTLE_MS);
    return () => clearTimeout(timer);
    // Keyed by the application's fields, not by its object's identity (a new object each render).
  }, [key]);
  const { data: preview } = usePreviewLeaveQuery(settled ?? skipToken);
  if (!application || !preview || JSON.stringify(settled) !== key) return null;
  return preview;
}

/** `preview`: useLeavePreview's answer (the form reads its periods too). */
export function LeavePreviewPanel({ preview, fieldsShownByForm }: { preview: LeavePreviewDto | null; fieldsShownByForm: readonly string[] }) {
  if (!preview) return null;
  const problems = preview.problems.filter((problem) => !fieldsShownByForm.includes(problem.field));
  return (
    <section className="leave-preview" aria-label={t`Before you apply`} aria-live="polite">
      {preview.route.length > 0 && (
        <div className="leave-preview__route">
          <span className="leave-preview__label">{t`Decided by`}</span>
          <ol className="leave-preview__steps">
            {preview.route.map((step, index) => (
              <li key={`${step.office}-${index}`}>{stepLabel(step)}</li>
            ))}
          </ol>
        </div>
      )}
      {preview.countedDays && preview.countedDays.length > 0 && (
        <div>
          <span className="leave-preview__label">{t`Also counted as leave`}</span>
          <ul>
            {preview.countedDays.map((day) => (
              <li key={day}>{translateText(day)}</li>
            ))}
          </ul>
        </div>
      )}
      {(preview.warnings ?? []).map((warning) => (
        <p key={warning} className="leave-preview__warning" role="status">
          {translateText(warning)}
        </p>
      ))}
      {problems.map((problem) => (
        <p key={`${problem.field}-${problem.msg}`} className="leave-preview__problem" role="alert">
          {translateText(problem.msg)}
        </p>
      ))}
    </section>
  );
}
