// The apply-leave form of both portals. The HOD's counts calendar days and ends with a success banner;
// the employee's counts working days, shows its balance in red when it does not suffice, counts the
// reason's characters and confirms with a browser alert. Rules and messages: domain's schemas. One file
// though over 300 lines: both portals' forms are one component whose fields share its state and submit.
import {
  ATTACHMENT_ACCEPT,
  certificateRequirement,
  checkChosenFiles,
  DEFAULT_POLICY,
  allowanceText,
  figureOf,
  leaveCodeLabel,
  typesOffered,
  policyType,
  type LeavePolicy,
  REASON_MAX,
  SANDWICH,
  UI_MESSAGES,
  countSpanDays,
  countsCalendarDays,
  dayCountingFor,
  halfYearPeriod,
  makeEmployeeApplyLeaveSchema,
  makeHodApplyLeaveSchema,
  parseCalendarDate,
  type CalendarDate,
  type DaySpan,
  type LeaveBalance,
} from '@leave/domain';
import { t } from '@lingui/core/macro';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Banner } from '@/components/ui/banner/Banner';
import { Button } from '@/components/ui/button/Button';
import { FormActions } from '@/components/ui/form-field/FormActions';
import { Card } from '@/components/ui/card/Card';
import { FormField } from '@/components/ui/form-field/FormField';
import { SelectField, type SelectOption } from '@/components/ui/form-field/SelectField';
import { TextField } from '@/components/ui/form-field/TextField';
import { firstValidationMessage, ownMessage, serverMessage } from '@/lib/api-error';
import { formatDayCount, localToday } from '@/lib/dates';
import { say } from '@/lib/i18n/say';
import { translateText } from '@/lib/i18n/texts';
import { usePolicyOn } from '@/lib/policy';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useApplyLeaveMutation } from '../api/apply-leave';
import type { PreviewArgs } from '../api/preview-leave';
import { arrangementsFor, ClassCoverSection, type CoverChoices } from './ClassCoverSection';
import { LeavePreviewPanel, useLeavePreview } from './LeavePreviewPanel';
import './leaves.css';

export type ApplicantKind = 'hod' | 'employee';

export interface ApplyLeaveFormProps {
  applicant: ApplicantKind;
  /** The available figures to check against and offer (the balance less what is pending, as the server checks it); null while they load. */
  balances: LeaveBalance | null;
  /** Overrides today's date (stories and tests). */
  today?: CalendarDate;
  /** The college's holiday dates: the employee's count leaves them out, as the server does. */
  holidayDates?: readonly string[];
  /** Shows the holidays of the chosen range (given by the portal, which knows the holidays feature). */
  renderHolidays?: (range: { from: string; to: string; counted: boolean }) => ReactNode;
  /** Shows the classes the applicant takes for colleagues in the chosen days, which applying hands back (issue 45; given by the portal). */
  renderClassesHandedBack?: (span: DaySpan, policy: LeavePolicy) => ReactNode;
  /** The leave policy in force, whose rules the note beside the selected type states (the default policy's until given). */
  policy?: LeavePolicy;
}

const NO_HOLIDAYS: readonly string[] = [];

/** The chosen halves of a span, as domain's DaySpan has them (absent: whole days). */
function halvesOf(values: { fromHalf: string; toHalf: string }): Pick<DaySpan, 'fromHalf' | 'toHalf'> {
  const half = (value: string) => (value === 'first' || value === 'second' ? value : undefined);
  const fromHalf = half(values.fromHalf);
  const toHalf = half(values.toHalf);
  return { ...(fromHalf ? { fromHalf } : {}), ...(toHalf ? { toHalf } : {}) };
}

/** The type's code when the policy has it (the preview is asked only for a known type). */
const selectedTypeCode = (policy: LeavePolicy, code: string) => policyType(policy, code)?.code ?? null;

/** The form's values as a preview asks for them; null until the type and both dates are given. */
function previewArgs(values: typeof EMPTY): PreviewArgs | null {
  const fromDate = parseCalendarDate(values.fromDate);
  const toDate = parseCalendarDate(values.toDate);
  if (values.leaveType === '' || fromDate === null || toDate === null) return null;
  return { leaveType: values.leaveType, fromDate, toDate, fromHalf: values.fromHalf, toHalf: values.toHalf };
}

const EMPTY = { leaveType: '', fromDate: '', toDate: '', reason: '', fromHalf: '', toHalf: '' };

/** A one-day leave: the whole day, its morning or its afternoon (the two halves of the form's values). */
const oneDayOptions = (): SelectOption[] => [
  { value: 'whole', label: t`Whole day` },
  { value: 'first', label: t`Morning only (first half)` },
  { value: 'second', label: t`Afternoon only (second half)` },
];
const firstDayOptions = (): SelectOption[] => [
  { value: '', label: t`Whole day` },
  { value: 'second', label: t`From the afternoon (second half)` },
];
const lastDayOptions = (): SelectOption[] => [
  { value: '', label: t`Whole day` },
  { value: 'first', label: t`Until noon (first half)` },
];

/** A domain text (a rule's message) in the language shown; a text no catalog has stays as it is. */
const shown = (text: string | null | undefined): string | undefined => (text ? translateText(text) : undefined);

function oneDayChoice(fromHalf: string, toHalf: string): string {
  if (toHalf === 'first') return 'first';
  if (fromHalf === 'second') return 'second';
  return 'whole';
}

/**
 * The types of the policy in force the applicant may take, each with the days left (none shown for a type
 * that needs no balance); an employee cannot pick a type other than EL that they have used up.
 */
function leaveTypeOptions(applicant: ApplicantKind, balances: LeaveBalance | null, policy: LeavePolicy): SelectOption[] {
  return typesOffered(policy, applicant).map((type) => {
    const balance = balances && type.needsBalance ? figureOf(balances, type.code) : undefined;
    const code = leaveCodeLabel(type.code);
    const name = translateText(type.name);
    const days = balance === undefined ? '' : formatDayCount(balance);
    return { value: type.code, label: balance === undefined ? `${code} - ${name}` : t`${code} - ${name} (${days} available)`, disabled: applicant === 'employee' && type.code !== 'el' && balance === 0 };
  });
}

/** The days of the chosen span, in halves, counted as the server counts them (`countBy`: `dayCountingFor`). */
function daysBetween(countBy: string, values: typeof EMPTY, holidays: readonly string[]): number {
  const fromDate = parseCalendarDate(values.fromDate);
  const toDate = parseCalendarDate(values.toDate);
  if (!fromDate || !toDate) return 0;
  return countSpanDays(countBy, { fromDate, toDate, ...halvesOf(values) }, holidays);
}

export function ApplyLeaveForm({ applicant, balances, today: todayOverride, holidayDates = NO_HOLIDAYS, renderHolidays, renderClassesHandedBack, policy: inForceToday = DEFAULT_POLICY }: ApplyLeaveFormProps) {
  const today = todayOverride ?? localToday();
  // The rules are those of the version in force on the chosen first day, as the server's (GET
  // /policy?on=); today's (the portal's) until a later day is chosen and its version has loaded.
  const [firstDay, setFirstDay] = useState<CalendarDate | null>(null);
  const policy = usePolicyOn(firstDay !== null && firstDay > today ? firstDay : null) ?? inForceToday;
  const schema = useMemo(
    () => (applicant === 'hod' ? makeHodApplyLeaveSchema({ today, balances, holidays: holidayDates, policy, say }) : makeEmployeeApplyLeaveSchema({ today, balances, holidays: holidayDates, policy, say })),
    [applicant, today, balances, holidayDates, policy],
  );
  const form = useSchemaForm(schema, EMPTY);
  const [applyLeave, { isLoading: submitting }] = useApplyLeaveMutation();
  const [submitted, setSubmitted] = useState(false);
  // The files to send with the application (a medical certificate): not form values, never in the store.
  const [files, setFiles] = useState<File[]>([]);
  const [filesTouched, setFilesTouched] = useState(false);
  const [fileInputKey, setFileInputKey] = useState(0);
  const { values } = form;
  // Issue 45: the preview's periods of the leave, and who takes each (DR 0370: 'HOD to arrange' unless chosen).
  const preview = useLeavePreview(selectedTypeCode(policy, values.leaveType) ? previewArgs(values) : null);
  const periods = preview?.periods;
  const [cover, setCover] = useState<CoverChoices>({});
  const chosenFirstDay = parseCalendarDate(values.fromDate);
  useEffect(() => setFirstDay(chosenFirstDay), [chosenFirstDay]);

  const datesChosen = values.fromDate !== '' && values.toDate !== '';
  const chosenLastDay = parseCalendarDate(values.toDate);
  const chosenSpan: DaySpan | null =
    chosenFirstDay !== null && chosenLastDay !== null && chosenFirstDay <= chosenLastDay ? { fromDate: chosenFirstDay, toDate: chosenLastDay, ...halvesOf(values) } : null;
  const selectedType = policyType(policy, values.leaveType);
  // Days count by role (a HOD's calendar days, an employee's working days) unless the type's policy sets
  // working or calendar days for everyone.
  const countBy = dayCountingFor(selectedType, applicant);
  const calendarDays = countsCalendarDays(countBy);
  const days = daysBetween(countBy, values, holidayDates);
  const leaveType = selectedType === undefined ? null : selectedType.code;
  // Halves are offered for the types whose policy allows them; a type that does not drops any chosen half.
  const halvesAllowed = selectedType?.halfDays ?? false;
  const oneDay = datesChosen && values.fromDate === values.toDate;
  const setHalves = (fromHalf: string, toHalf: string) => {
    form.setValue('fromHalf', fromHalf);
    form.setValue('toHalf', toHalf);
    form.touch('fromHalf');
    form.touch('toHalf');
  };
  const halfError = form.errors.fromHalf ?? form.errors.toHalf;
  const { setValue } = form;
  const halvesChosen = values.fromHalf !== '' || values.toHalf !== '';
  useEffect(() => {
    if (!halvesAllowed && halvesChosen) {
      setValue('fromHalf', '');
      setValue('toHalf', '');
    }
  }, [halvesAllowed, halvesChosen, setValue]);
  const available = leaveType && balances ? figureOf(balances, leaveType) : null;
  const balanceProblem = leaveType && datesChosen ? form.allErrors.leaveType : undefined;
  // The period's words in the language shown (domain's label, 'January - June 2026', is English).
  const { half, year } = halfYearPeriod(today);
  const period = half === 1 ? t`January - June ${year}` : t`July - December ${year}`;
  const certificateRule = leaveType && datesChosen ? certificateRequirement(policy, leaveType, days, say) : null;
  const fileProblem = checkChosenFiles(files) ?? (filesTouched && certificateRule !== null && files.length === 0 ? certificateRule : null);
  // The certificate rule is domain's template with figures in it, worded in the language shown (say).
  const rule = shown(certificateRule) ?? '';
  const typeName = selectedType ? translateText(selectedType.name) : t`This leave`;

  const resetAll = () => {
    form.reset(EMPTY);
    setCover({});
    setFiles([]);
    setFilesTouched(false);
    setFileInputKey((key) => key + 1);
  };

  const onSubmit = form.handleSubmit(async (application) => {
    setFilesTouched(true);
    if (checkChosenFiles(files) !== null || (certificateRule !== null && files.length === 0)) return;
    // A half is sent only for a type that allows it; whole days send none, as the seed's client does.
    const halves = halvesAllowed ? { fromHalf: application.fromHalf, toHalf: application.toHalf } : { fromHalf: undefined, toHalf: undefined };
    const arrangements = periods ? { arrangements: arrangementsFor(periods, cover) } : {};
    const result = await applyLeave({ ...application, ...halves, files, ...arrangements });
    if (result.error) {
      const fallback = applicant === 'hod' ? UI_MESSAGES.leaveSubmitFailedHod : UI_MESSAGES.leaveSubmitFailedEmployee;
      window.alert(serverMessage(result.error) ?? firstValidationMessage(result.error) ?? ownMessage(result.error) ?? translateText(fallback));
      return;
    }
    resetAll();
    if (applicant === 'hod') setSubmitted(true);
    else window.alert(translateText(UI_MESSAGES.leaveSubmitted));
  });

  if (submitted) {
    return (
      <Banner tone="success" title={translateText(UI_MESSAGES.leaveSubmittedBanner)}>
        <p>{t`Your application has been sent for approval. You can follow it in your history.`}</p>
        <p>
          <Button variant="success" onClick={() => setSubmitted(false)}>
            {translateText(UI_MESSAGES.submitAnotherApplication)}
          </Button>
        </p>
      </Banner>
    );
  }

  return (
    <Card title={t`Leave Application Form`} className="apply-form">
      <form onSubmit={onSubmit} noValidate aria-label={t`Leave application`}>
        <div className="form-grid">
          <SelectField
            label={t`Leave Type`}
            {...form.bind('leaveType')}
            error={applicant === 'employee' && balanceProblem ? undefined : shown(form.errors.leaveType)}
            emptyOption={t`Select leave type`}
            options={leaveTypeOptions(applicant, balances, policy)}
            required
            className="form-field--wide"
          />
          <TextField label={t`Start Date`} type="date" min={today} {...form.bind('fromDate')} error={shown(form.errors.fromDate)} required />
          <TextField label={t`End Date`} type="date" min={values.fromDate || today} {...form.bind('toDate')} error={shown(form.errors.toDate)} required />
          {halvesAllowed && datesChosen && oneDay && (
            <SelectField
              label={t`Half day`}
              name="halfDay"
              value={oneDayChoice(values.fromHalf, values.toHalf)}
              onChange={(choice) => setHalves(choice === 'second' ? 'second' : '', choice === 'first' ? 'first' : '')}
              options={oneDayOptions()}
              error={shown(halfError)}
            />
          )}
          {halvesAllowed && datesChosen && !oneDay && (
            <>
              <SelectField label={t`First day`} name="fromHalf" value={values.fromHalf} onChange={(chosen) => setHalves(chosen, values.toHalf)} options={firstDayOptions()} error={shown(form.errors.fromHalf)} />
              <SelectField label={t`Last day`} name="toHalf" value={values.toHalf} onChange={(chosen) => setHalves(values.fromHalf, chosen)} options={lastDayOptions()} error={shown(form.errors.toHalf)} />
            </>
          )}
        </div>

        {selectedType && (
          <div className="policy-note" aria-live="polite">
            <p>
              <strong>
                {translateText(selectedType.name)} ({leaveCodeLabel(selectedType.code)}):
              </strong>{' '}
              {allowanceText(selectedType, say)}.
            </p>
            {(leaveType === 'cl' || leaveType === 'scl') && <p>{t`Current period: ${period}`}</p>}
          </div>
        )}

        {applicant === 'hod' && datesChosen && (
          <div className="duration-box" aria-live="polite">
            <p>
              <strong>{t`Duration:`}</strong> {formatDayCount(days)} {calendarDays ? t`(calendar days, weekends included)` : t`(working days: Saturdays, Sundays and the college's holidays are not counted)`}
            </p>
          </div>
        )}

        {applicant === 'employee' && (
          <div className="apply-summary" aria-live="polite">
            <div className="working-days-box">
              <p>
                <strong>{calendarDays ? t`Days:` : t`Working Days:`}</strong> {datesChosen ? formatDayCount(days) : t`Select dates`}
              </p>
              <p className="muted">
                {calendarDays
                  ? t`${typeName} counts calendar days, weekends and holidays included.`
                  : countBy === SANDWICH
                    ? t`Saturdays, Sundays and the college's holidays are not counted, unless they fall between two leave days (the sandwich rule of ${typeName}).`
                    : t`Saturdays, Sundays and the college's holidays are not counted.`}
              </p>
            </div>
            <div className={`balance-box${balanceProblem ? ' balance-box--insufficient' : ''}`}>
              <p>
                <strong>{t`Available Balance:`}</strong> {available === null ? t`Select a leave type` : formatDayCount(available)}
              </p>
              {balanceProblem && <p role="alert">{shown(balanceProblem)}</p>}
            </div>
          </div>
        )}

        {datesChosen && renderHolidays?.({ from: values.fromDate, to: values.toDate, counted: calendarDays })}
        <LeavePreviewPanel preview={preview} fieldsShownByForm={Object.keys(form.allErrors)} />
        {periods && <ClassCoverSection periods={periods} choices={cover} onChoose={(key, chosen) => setCover((choices) => ({ ...choices, [key]: chosen }))} />}
        {chosenSpan && renderClassesHandedBack?.(chosenSpan, policy)}

        <FormField
          label={t`Reason`}
          error={shown(form.errors.reason)}
          required
          hint={
            applicant === 'employee' ? (
              <span className={`char-counter${values.reason.length > REASON_MAX ? ' char-counter--over' : ''}`}>
                {values.reason.length}/{REASON_MAX}
              </span>
            ) : undefined
          }
        >
          {(control) => (
            <textarea {...control} name="reason" rows={4} value={values.reason} onChange={(e) => form.setValue('reason', e.target.value)} onBlur={() => form.touch('reason')} placeholder={t`Describe the reason for your leave`} />
          )}
        </FormField>

        <FormField
          label={t`Medical certificate or supporting documents`}
          error={shown(fileProblem)}
          required={certificateRule !== null}
          hint={certificateRule !== null && fileProblem !== certificateRule ? t`${rule}: PDF, JPEG or PNG, up to 5 MB each, at most 3 files.` : t`PDF, JPEG or PNG, up to 5 MB each, at most 3 files.`}
        >
          {(control) => (
            <input
              {...control}
              key={fileInputKey}
              type="file"
              name="file"
              multiple
              accept={ATTACHMENT_ACCEPT}
              onChange={(event) => {
                setFiles(Array.from(event.currentTarget.files ?? []));
                setFilesTouched(true);
              }}
            />
          )}
        </FormField>

        <FormActions
          busy={submitting}
          busyLabel={t`Submitting...`}
          submitLabel={t`Submit Application`}
          submitDisabled={applicant === 'employee' && days === 0}
          onCancel={resetAll}
          cancelLabel={t`Reset Form`}
        />
      </form>
    </Card>
  );
}
