// The admin's draft of the next policy version: the types of the version in force to edit, new types to
// add, and the effective date and reason it is published with. The same schema as the server checks the
// draft first, so each mistake shows on its field; the server's own answers (a past date, a type in use)
// come back the same way.
import { t } from '@lingui/core/macro';
import { DEFAULT_POLICY, LEAVE_TYPES, publishPolicyBody, type LeavePolicy, type PolicyLeaveType, type PolicyPreviewDto, type PublishPolicyBody } from '@leave/domain';
import { useState } from 'react';
import { Button } from '@/components/ui/button/Button';
import { Card } from '@/components/ui/card/Card';
import { FormActions } from '@/components/ui/form-field/FormActions';
import { FormField } from '@/components/ui/form-field/FormField';
import { TextField } from '@/components/ui/form-field/TextField';
import { toast } from '@/components/ui/toasts/toasts-slice';
import { failureData, firstValidationMessage, ownMessage, serverMessage } from '@/lib/api-error';
import { localToday } from '@/lib/dates';
import { translateText } from '@/lib/i18n/texts';
import { useAppDispatch } from '@/lib/store-hooks';
import { usePreviewPolicyVersionMutation, usePublishPolicyVersionMutation } from '../api/policy-api';
import { PublishConfirmDialog } from './PublishConfirmDialog';
import { LeaveTypeFields } from './LeaveTypeFields';
import { RoutesFields } from './RoutesFields';
import { CalendarRulesFields } from './CalendarRulesFields';

type Errors = Readonly<Record<string, string>>;

function newType(): PolicyLeaveType {
  return { ...DEFAULT_POLICY.leaveTypes.find((type) => type.code === 'ccl')!, code: '', name: '', colour: '#0f766e', halfDays: false, counting: 'working', allowance: { per: 'year', days: 3 } };
}

/** The errors of one type, by their path inside it. */
function errorsOfType(errors: Errors, index: number): Errors {
  const prefix = `policy.leaveTypes.${index}.`;
  return Object.fromEntries(Object.entries(errors).flatMap(([path, message]) => (path.startsWith(prefix) ? [[path.slice(prefix.length), message]] : [])));
}

function serverErrors(error: unknown): Errors {
  const errors = failureData(error)?.errors;
  if (!Array.isArray(errors)) return {};
  return Object.fromEntries(errors.flatMap((entry: { field?: unknown; msg?: unknown }) => (typeof entry.field === 'string' && typeof entry.msg === 'string' ? [[entry.field, entry.msg]] : [])));
}

export function PolicyEditor({ inForce, publishedCodes }: { inForce: LeavePolicy; publishedCodes: ReadonlySet<string> }) {
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState<LeavePolicy>(inForce);
  const [effectiveFrom, setEffectiveFrom] = useState<string>(localToday());
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [publish, { isLoading }] = usePublishPolicyVersionMutation();
  const [previewVersion, { isLoading: previewing }] = usePreviewPolicyVersionMutation();
  /** The publication being confirmed, with what it changes. */
  const [asking, setAsking] = useState<{ body: PublishPolicyBody; preview: PolicyPreviewDto } | null>(null);

  // The rest of the document (routes, offices) goes with the types and calendar rules as it is in force.
  const setType = (index: number, type: PolicyLeaveType) => setDraft({ ...draft, leaveTypes: draft.leaveTypes.map((existing, i) => (i === index ? type : existing)) });
  const removeType = (index: number) => setDraft({ ...draft, leaveTypes: draft.leaveTypes.filter((_, i) => i !== index) });

  const refused = (error: unknown) => {
    setErrors(serverErrors(error));
    dispatch(toast.error(serverMessage(error) ?? firstValidationMessage(error) ?? ownMessage(error) ?? t`The policy could not be published`));
  };

  const onPublish = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = publishPolicyBody.safeParse({ policy: draft, effectiveFrom, reason });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.toReversed().map((issue) => [issue.path.join('.'), issue.message])));
      dispatch(toast.error(parsed.error.issues[0]?.message ?? t`Please correct the policy`));
      return;
    }
    const preview = await previewVersion(parsed.data);
    if (preview.error) return refused(preview.error);
    setAsking({ body: parsed.data, preview: preview.data });
  };

  const onConfirm = async () => {
    if (!asking) return;
    const result = await publish(asking.body);
    setAsking(null);
    if (result.error) return refused(result.error);
    setErrors({});
    setReason('');
    const version = result.data.version;
    dispatch(toast.success(t`Leave policy version ${version} published`));
  };

  return (
    <>
      <form onSubmit={(event) => void onPublish(event)} noValidate aria-label={t`Edit the leave policy`}>
        <Card
          title={t`Leave Types`}
          actions={
            <Button size="sm" variant="secondary" onClick={() => setDraft({ ...draft, leaveTypes: [...draft.leaveTypes, newType()] })}>
              {t`Add Leave Type`}
            </Button>
          }
        >
          {errors['policy.leaveTypes'] && (
            <p className="form-field__error" role="alert">
              {translateText(errors['policy.leaveTypes'])}
            </p>
          )}
          <div className="policy-types">
            {draft.leaveTypes.map((type, index) => (
              <LeaveTypeFields
                // The index is the identity while a new type's code is being typed.
                key={index}
                index={index}
                type={type}
                onChange={(next) => setType(index, next)}
                errors={errorsOfType(errors, index)}
                codeEditable={!publishedCodes.has(type.code) || type.code === ''}
                {...((LEAVE_TYPES as readonly string[]).includes(type.code) ? {} : { onRemove: () => removeType(index) })}
              />
            ))}
          </div>
        </Card>
        <RoutesFields policy={draft} onChange={({ offices, approvalRoutes }) => setDraft({ ...draft, offices, approvalRoutes })} errors={errors} />
        <CalendarRulesFields policy={draft} onChange={(rules) => setDraft({ ...draft, ...rules })} errors={errors} />
        <Card title={t`Publish`}>
          <p>{t`The new version applies from its effective date: a changed allowance is credited or debited from that day, as a ledger entry naming the version. A version not yet in force can be replaced by publishing again.`}</p>
          <div className="form-grid">
            <TextField label={t`Effective from`} type="date" min={localToday()} value={effectiveFrom} onChange={setEffectiveFrom} error={errors['effectiveFrom']} required />
            <FormField label={t`Reason`} error={errors['reason']} required className="form-field--wide">
              {(control) => <textarea {...control} name="reason" rows={3} value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />}
            </FormField>
          </div>
          <FormActions busy={isLoading || previewing} busyLabel={t`Publishing...`} submitLabel={t`Publish Version`} onCancel={() => (setDraft(inForce), setErrors({}))} cancelLabel={t`Discard Changes`} />
        </Card>
      </form>
      <PublishConfirmDialog preview={asking?.preview ?? null} busy={isLoading} onConfirm={() => void onConfirm()} onCancel={() => setAsking(null)} />
    </>
  );
}
