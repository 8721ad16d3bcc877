// One leave type of the policy being edited: its name, colour, who takes it, how its days count, its
// allowance, carry-forward and application rules. Controlled: every change hands back the whole type.
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { ALLOWANCE_PERIODS, DAY_COUNTINGS, leaveCodeLabel, type PolicyLeaveType } from '@leave/domain';
import { Button } from '@/components/ui/button/Button';
import { FormField } from '@/components/ui/form-field/FormField';
import { SelectField } from '@/components/ui/form-field/SelectField';
import { TextField } from '@/components/ui/form-field/TextField';
import { i18n } from '@/lib/i18n/i18n';
import { translateText } from '@/lib/i18n/texts';

const PER_LABELS: Record<PolicyLeaveType['allowance']['per'], MessageDescriptor> = {
  halfYear: msg`Per half-year`,
  year: msg`Per year`,
  serviceYears: msg`Per years of service`,
  earned: msg`Earned`,
  claimed: msg`Claimed (comp-off)`,
  none: msg`None`,
};
const COUNTING_LABELS: Record<PolicyLeaveType['counting'], MessageDescriptor> = { byRole: msg`By role`, working: msg`Working days`, calendar: msg`Calendar days` };

/** A number field's text back to a number, or undefined when empty (the schema names what is missing). */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));
const textOf = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export interface LeaveTypeFieldsProps {
  type: PolicyLeaveType;
  onChange: (type: PolicyLeaveType) => void;
  /** The field errors of this type, by their path inside it ('allowance.days'). */
  errors: Readonly<Record<string, string>>;
  /** A type of a published version keeps its code; a new one is named here. */
  codeEditable: boolean;
  onRemove?: () => void;
  index: number;
}

export function LeaveTypeFields({ type, onChange, errors, codeEditable, onRemove, index }: LeaveTypeFieldsProps) {
  const set = (change: Partial<PolicyLeaveType>) => onChange({ ...type, ...change });
  const setAllowance = (change: Partial<PolicyLeaveType['allowance']>) => {
    const next = { ...type.allowance, ...change };
    for (const key of Object.keys(next) as (keyof typeof next)[]) if (next[key] === undefined) delete next[key];
    set({ allowance: next });
  };
  const { per } = type.allowance;
  const checkbox = (label: string, checked: boolean, onToggle: (checked: boolean) => void) => (
    <label className="policy-type__check">
      <input type="checkbox" checked={checked} onChange={(event) => onToggle(event.target.checked)} /> {label}
    </label>
  );
  const takes = (role: 'employee' | 'hod', checked: boolean) => set({ takenBy: checked ? [...new Set([...type.takenBy, role])] : type.takenBy.filter((r) => r !== role) });
  // The type's name is the admin's own text: it is never translated.
  const name = type.name;

  return (
    <fieldset className="policy-type" aria-labelledby={`policy-type-${index}`} style={{ borderLeftColor: type.colour }}>
      <legend id={`policy-type-${index}`} className="policy-type__legend">
        {type.code ? leaveCodeLabel(type.code) : t`New type`} - {type.name || t`unnamed`}
      </legend>
      <div className="policy-type__grid">
        {codeEditable && <TextField label={t`Code`} value={type.code} onChange={(code) => set({ code: code.trim() })} error={errors['code']} hint={t`2 to 8 lower-case letters`} required />}
        <TextField label={t`Name`} value={type.name} onChange={(name) => set({ name })} error={errors['name']} required maxLength={60} />
        <FormField label={t`Colour`} error={errors['colour']}>
          {(control) => <input {...control} type="color" value={type.colour} onChange={(event) => set({ colour: event.target.value })} />}
        </FormField>
        <SelectField label={t`Allowance`} value={per} onChange={(value) => setAllowance({ per: value as typeof per })} options={ALLOWANCE_PERIODS.map((value) => ({ value, label: i18n._(PER_LABELS[value]) }))} error={errors['allowance.per']} />
        {(per === 'halfYear' || per === 'year' || per === 'serviceYears') && (
          <TextField label={t`Days`} type="number" min={0} step={0.5} value={textOf(type.allowance.days)} onChange={(days) => setAllowance({ days: numberOf(days) })} error={errors['allowance.days']} required />
        )}
        {per === 'serviceYears' && (
          <TextField label={t`Every (years)`} type="number" min={1} value={textOf(type.allowance.everyYears)} onChange={(every) => setAllowance({ everyYears: numberOf(every) })} error={errors['allowance.everyYears']} required />
        )}
        {per === 'earned' && (
          <TextField label={t`Working days divided by`} type="number" min={1} value={textOf(type.allowance.divisor)} onChange={(divisor) => setAllowance({ divisor: numberOf(divisor) })} error={errors['allowance.divisor']} required />
        )}
        {per === 'claimed' && (
          <TextField label={t`Lapses after (days)`} type="number" min={0} value={textOf(type.allowance.expiresAfterDays)} onChange={(days) => setAllowance({ expiresAfterDays: numberOf(days) })} error={errors['allowance.expiresAfterDays']} required />
        )}
        <SelectField label={t`Days count as`} value={type.counting} onChange={(value) => set({ counting: value as PolicyLeaveType['counting'] })} options={DAY_COUNTINGS.map((value) => ({ value, label: i18n._(COUNTING_LABELS[value]) }))} />
        <TextField
          label={t`Carry forward up to (days)`}
          type="number"
          min={0}
          value={textOf(type.carryForward?.maxDays)}
          onChange={(days) => {
            const maxDays = numberOf(days);
            set({ carryForward: maxDays === undefined ? null : { maxDays, expiresAfterDays: type.carryForward?.expiresAfterDays ?? null } });
          }}
          error={errors['carryForward.maxDays']}
          hint={t`Empty: nothing is carried forward`}
        />
        {type.carryForward !== null && (
          <TextField
            label={t`Carried days lapse after (days)`}
            type="number"
            min={0}
            value={textOf(type.carryForward.expiresAfterDays)}
            onChange={(days) => set({ carryForward: { maxDays: type.carryForward?.maxDays ?? 0, expiresAfterDays: numberOf(days) ?? null } })}
            error={errors['carryForward.expiresAfterDays']}
            hint={t`Empty: never`}
          />
        )}
        <TextField label={t`Minimum notice (days)`} type="number" min={0} value={textOf(type.minNoticeDays)} onChange={(days) => set({ minNoticeDays: numberOf(days) ?? 0 })} error={errors['minNoticeDays']} />
        <TextField
          label={t`Longest application (days)`}
          type="number"
          min={1}
          value={textOf(type.maxDaysPerApplication)}
          onChange={(days) => set({ maxDaysPerApplication: numberOf(days) ?? null })}
          error={errors['maxDaysPerApplication']}
          hint={t`Empty: no limit`}
        />
        <TextField
          label={t`Certificate from (days)`}
          type="number"
          min={1}
          value={textOf(type.certificateFromDays)}
          onChange={(days) => set({ certificateFromDays: numberOf(days) ?? null })}
          error={errors['certificateFromDays']}
          hint={t`Empty: never`}
        />
      </div>
      <div className="policy-type__checks" role="group" aria-label={name ? t`Rules of ${name}` : t`Rules of the new type`}>
        {checkbox(t`Paid`, type.paid, (paid) => set({ paid }))}
        {checkbox(t`Needs a balance`, type.needsBalance, (needsBalance) => set({ needsBalance }))}
        {checkbox(t`Half days allowed`, type.halfDays, (halfDays) => set({ halfDays }))}
        {checkbox(t`Employees may take it`, type.takenBy.includes('employee'), (checked) => takes('employee', checked))}
        {checkbox(t`HODs may take it`, type.takenBy.includes('hod'), (checked) => takes('hod', checked))}
        {type.counting !== 'calendar' &&
          checkbox(t`Sandwich rule: weekends and holidays between two leave days count as leave`, type.sandwich === true, (sandwich) =>
            // Off: absent from the type, as in a policy that never had it.
            set({ sandwich: sandwich ? true : undefined }),
          )}
      </div>
      {errors['takenBy'] && (
        <p className="form-field__error" role="alert">
          {translateText(errors['takenBy'])}
        </p>
      )}
      {onRemove && (
        <Button size="sm" variant="danger" onClick={onRemove} aria-label={name ? t`Remove ${name}` : t`Remove the new type`}>
          {t`Remove Type`}
        </Button>
      )}
    </fieldset>
  );
}
