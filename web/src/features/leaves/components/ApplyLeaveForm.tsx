// The apply-leave form of both portals. The HOD's counts calendar days and ends with a success banner;
// the employee's counts working days, shows its balance in red when it does not suffice, counts the
// reason's characters and confirms with a browser alert. Rules and messages: domain's schemas.
import {
  LEAVE_TYPE_INFO,
  LEAVE_TYPES,
  REASON_MAX,
  UI_MESSAGES,
  calendarDaysInclusive,
  countLeaveDays,
  halfYearPeriod,
  isLeaveType,
  makeEmployeeApplyLeaveSchema,
  makeHodApplyLeaveSchema,
  parseCalendarDate,
  type CalendarDate,
  type LeaveBalance,
} from '@leave/domain';
import { useMemo, useState, type ReactNode } from 'react';
import { Banner } from '@/components/ui/banner/Banner';
import { Button } from '@/components/ui/button/Button';
import { FormActions } from '@/components/ui/form-field/FormActions';
import { Card } from '@/components/ui/card/Card';
import { FormField } from '@/components/ui/form-field/FormField';
import { SelectField, type SelectOption } from '@/components/ui/form-field/SelectField';
import { TextField } from '@/components/ui/form-field/TextField';
import { firstValidationMessage, ownMessage, serverMessage } from '@/lib/api-error';
import { formatDayCount, localToday } from '@/lib/dates';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useApplyLeaveMutation } from '../api/apply-leave';
import './leaves.css';

export type ApplicantKind = 'hod' | 'employee';

export interface ApplyLeaveFormProps {
  applicant: ApplicantKind;
  /** The balances to check against; null while they load. */
  balances: LeaveBalance | null;
  /** Overrides today's date (stories and tests). */
  today?: CalendarDate;
  /** The college's holiday dates: the employee's count leaves them out, as the server does. */
  holidayDates?: readonly string[];
  /** Shows the holidays of the chosen range (given by the portal, which knows the holidays feature). */
  renderHolidays?: (range: { from: string; to: string; counted: boolean }) => ReactNode;
}

const NO_HOLIDAYS: readonly string[] = [];

const EMPTY = { leaveType: '', fromDate: '', toDate: '', reason: '' };

/** Each type with the days left; an employee cannot pick a type other than EL that they have used up. */
function leaveTypeOptions(applicant: ApplicantKind, balances: LeaveBalance | null): SelectOption[] {
  return LEAVE_TYPES.map((type) => {
    const balance = balances?.[type];
    const available = balance === undefined ? '' : ` (${formatDayCount(balance)} available)`;
    return { value: type, label: `${LEAVE_TYPE_INFO[type].code} - ${LEAVE_TYPE_INFO[type].name}${available}`, disabled: applicant === 'employee' && type !== 'el' && balance === 0 };
  });
}

function daysBetween(applicant: ApplicantKind, from: string, to: string, holidays: readonly string[]): number {
  const fromDate = parseCalendarDate(from);
  const toDate = parseCalendarDate(to);
  if (!fromDate || !toDate) return 0;
  return applicant === 'hod' ? calendarDaysInclusive(fromDate, toDate) : countLeaveDays('employee', fromDate, toDate, holidays);
}

export function ApplyLeaveForm({ applicant, balances, today: todayOverride, holidayDates = NO_HOLIDAYS, renderHolidays }: ApplyLeaveFormProps) {
  const today = todayOverride ?? localToday();
  const schema = useMemo(
    () => (applicant === 'hod' ? makeHodApplyLeaveSchema({ today, balances }) : makeEmployeeApplyLeaveSchema({ today, balances, holidays: holidayDates })),
    [applicant, today, balances, holidayDates],
  );
  const form = useSchemaForm(schema, EMPTY);
  const [applyLeave, { isLoading: submitting }] = useApplyLeaveMutation();
  const [submitted, setSubmitted] = useState(false);
  const { values } = form;

  const days = daysBetween(applicant, values.fromDate, values.toDate, holidayDates);
  const datesChosen = values.fromDate !== '' && values.toDate !== '';
  const leaveType = isLeaveType(values.leaveType) ? values.leaveType : null;
  const available = leaveType && balances ? balances[leaveType] : null;
  const balanceProblem = leaveType && datesChosen ? form.allErrors.leaveType : undefined;
  const period = halfYearPeriod(today).label;

  const onSubmit = form.handleSubmit(async (application) => {
    const result = await applyLeave(application);
    if (result.error) {
      const fallback = applicant === 'hod' ? UI_MESSAGES.leaveSubmitFailedHod : UI_MESSAGES.leaveSubmitFailedEmployee;
      window.alert(serverMessage(result.error) ?? firstValidationMessage(result.error) ?? ownMessage(result.error) ?? fallback);
      return;
    }
    form.reset(EMPTY);
    if (applicant === 'hod') setSubmitted(true);
    else window.alert(UI_MESSAGES.leaveSubmitted);
  });

  if (submitted) {
    return (
      <Banner tone="success" title={UI_MESSAGES.leaveSubmittedBanner}>
        <p>Your application has been sent for approval. You can follow it in your history.</p>
        <p>
          <Button variant="success" onClick={() => setSubmitted(false)}>
            {UI_MESSAGES.submitAnotherApplication}
          </Button>
        </p>
      </Banner>
    );
  }

  return (
    <Card title="Leave Application Form" className="apply-form">
      <form onSubmit={onSubmit} noValidate aria-label="Leave application">
        <div className="form-grid">
          <SelectField
            label="Leave Type"
            {...form.bind('leaveType')}
            error={applicant === 'employee' && balanceProblem ? undefined : form.errors.leaveType}
            emptyOption="Select leave type"
            options={leaveTypeOptions(applicant, balances)}
            required
            className="form-field--wide"
          />
          <TextField label="Start Date" type="date" min={today} {...form.bind('fromDate')} required />
          <TextField label="End Date" type="date" min={values.fromDate || today} {...form.bind('toDate')} required />
        </div>

        {leaveType && (
          <div className="policy-note" aria-live="polite">
            <p>
              <strong>
                {LEAVE_TYPE_INFO[leaveType].name} ({LEAVE_TYPE_INFO[leaveType].code}):
              </strong>{' '}
              {LEAVE_TYPE_INFO[leaveType].policy}.
            </p>
            {(leaveType === 'cl' || leaveType === 'scl') && <p>Current period: {period}</p>}
          </div>
        )}

        {applicant === 'hod' && datesChosen && (
          <div className="duration-box" aria-live="polite">
            <p>
              <strong>Duration:</strong> {formatDayCount(days)} (calendar days, weekends included)
            </p>
          </div>
        )}

        {applicant === 'employee' && (
          <div className="apply-summary" aria-live="polite">
            <div className="working-days-box">
              <p>
                <strong>Working Days:</strong> {datesChosen ? formatDayCount(days) : 'Select dates'}
              </p>
              <p className="muted">Saturdays, Sundays and the college's holidays are not counted.</p>
            </div>
            <div className={`balance-box${balanceProblem ? ' balance-box--insufficient' : ''}`}>
              <p>
                <strong>Available Balance:</strong> {available === null ? 'Select a leave type' : formatDayCount(available)}
              </p>
              {balanceProblem && <p role="alert">{balanceProblem}</p>}
            </div>
          </div>
        )}

        {datesChosen && renderHolidays?.({ from: values.fromDate, to: values.toDate, counted: applicant === 'hod' })}

        <FormField
          label="Reason"
          error={form.errors.reason}
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
            <textarea {...control} name="reason" rows={4} value={values.reason} onChange={(e) => form.setValue('reason', e.target.value)} onBlur={() => form.touch('reason')} placeholder="Describe the reason for your leave" />
          )}
        </FormField>

        <FormActions
          busy={submitting}
          busyLabel="Submitting..."
          submitLabel="Submit Application"
          submitDisabled={applicant === 'employee' && days === 0}
          onCancel={() => form.reset(EMPTY)}
          cancelLabel="Reset Form"
        />
      </form>
    </Card>
  );
}
