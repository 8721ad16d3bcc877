// The claim of compensatory leave (docs/policy.md 'Compensatory leave'), below the apply form of both
// portals when the policy in force has a claimed type: the day worked (a weekend day or a college
// holiday, not after today), a whole or half day, the reason. Rules and messages: domain's claim schema,
// checked against the policy in force today, as the server checks it.
import { claimedTypes, leaveCodeLabel, makeCompOffFormSchema, policyType, DEFAULT_POLICY, type CalendarDate, type LeavePolicy } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import { Card } from '@/components/ui/card/Card';
import { FormField } from '@/components/ui/form-field/FormField';
import { FormActions } from '@/components/ui/form-field/FormActions';
import { SelectField, type SelectOption } from '@/components/ui/form-field/SelectField';
import { TextField } from '@/components/ui/form-field/TextField';
import { toast } from '@/components/ui/toasts/toasts-slice';
import { firstValidationMessage, serverMessage } from '@/lib/api-error';
import { localToday } from '@/lib/dates';
import { translateText } from '@/lib/i18n/texts';
import { useAppDispatch } from '@/lib/store-hooks';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useClaimCompOffMutation } from '../api/claim-comp-off';

const dayOptions = (): SelectOption[] => [
  { value: '1', label: t`Whole day` },
  { value: '0.5', label: t`Half day` },
];

/** A domain text (a rule's message) in the language shown; a text no catalog has stays as it is. */
const shown = (text: string | undefined): string | undefined => (text ? translateText(text) : undefined);

export interface CompOffClaimFormProps {
  /** The policy in force today (the portal's): its claimed types, and when their days lapse. */
  policy?: LeavePolicy;
  /** The college's holiday dates: a holiday worked may be claimed. */
  holidayDates?: readonly string[];
  /** Overrides today's date (stories and tests). */
  today?: CalendarDate;
}

export function CompOffClaimForm({ policy: inForceToday = DEFAULT_POLICY, holidayDates = [], today: todayOverride }: CompOffClaimFormProps) {
  const today = todayOverride ?? localToday();
  const dispatch = useAppDispatch();
  const types = claimedTypes(inForceToday);
  const firstType = types[0] ?? '';
  const empty = useMemo(() => ({ workedOn: '', days: '1', reason: '', leaveType: firstType }), [firstType]);
  const [claimCompOff, { isLoading }] = useClaimCompOffMutation();
  // The claim is checked against the policy in force today, as the server checks it.
  const schema = useMemo(() => makeCompOffFormSchema({ today, holidays: holidayDates as readonly CalendarDate[], policy: inForceToday }), [today, holidayDates, inForceToday]);
  const form = useSchemaForm(schema, empty);
  // The policy may load after the form: its first claimed type is the choice until another is picked.
  const { setValue } = form;
  const chosenType = form.values.leaveType;
  const offered = types.join(',');
  useEffect(() => {
    if (firstType !== '' && !offered.split(',').includes(chosenType)) setValue('leaveType', firstType);
  }, [firstType, offered, chosenType, setValue]);
  const type = policyType(inForceToday, form.values.leaveType);

  const onSubmit = form.handleSubmit(async (claim) => {
    const result = await claimCompOff(claim);
    if ('error' in result) {
      dispatch(toast.error(serverMessage(result.error) ?? firstValidationMessage(result.error) ?? t`The claim could not be submitted. Please try again.`));
      return;
    }
    form.reset(empty);
    dispatch(toast.success(t`Compensatory leave claim submitted successfully`));
  });

  if (types.length === 0) return null;
  const typeName = type ? translateText(type.name) : '';
  const typeCode = type ? leaveCodeLabel(type.code) : '';
  const lapseDays = type?.allowance.expiresAfterDays;
  return (
    <Card title={t`Claim Compensatory Leave`} className="apply-form">
      <p className="muted">{t`For a weekend day or a college holiday you worked. Your HOD and the admin approve the claim; the days are then added to your balance.`}</p>
      <form onSubmit={onSubmit} noValidate aria-label={t`Compensatory leave claim`}>
        <div className="form-grid">
          {types.length > 1 && (
            <SelectField label={t`Leave Type`} {...form.bind('leaveType')} error={shown(form.errors.leaveType)} options={types.map((code) => ({ value: code, label: `${leaveCodeLabel(code)} - ${translateText(policyType(inForceToday, code)?.name ?? code)}` }))} required />
          )}
          <TextField label={t`Day Worked`} type="date" max={today} {...form.bind('workedOn')} error={shown(form.errors.workedOn)} required />
          <SelectField label={t`Time Worked`} {...form.bind('days')} error={shown(form.errors.days)} options={dayOptions()} required />
        </div>
        {type && types.length === 1 && (
          <p className="policy-note">
            <Trans>
              <strong>
                {typeName} ({typeCode})
              </strong>
              : the days lapse {lapseDays} days after the day worked.
            </Trans>
          </p>
        )}
        <FormField label={t`Reason`} error={shown(form.errors.reason)} required>
          {(control) => (
            <textarea {...control} name="reason" rows={3} value={form.values.reason} onChange={(e) => form.setValue('reason', e.target.value)} onBlur={() => form.touch('reason')} placeholder={t`What work did you do that day?`} />
          )}
        </FormField>
        <FormActions busy={isLoading} busyLabel={t`Submitting...`} submitLabel={t`Submit Claim`} onCancel={() => form.reset(empty)} cancelLabel={t`Reset`} />
      </form>
    </Card>
  );
}
