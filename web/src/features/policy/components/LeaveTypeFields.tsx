// One leave type of the policy being edited: its name, colour, who takes it, how its days count, its
// allowance, carry-forward and application rules. Controlled: every change hands back the whole type.
import { ALLOWANCE_PERIODS, DAY_COUNTINGS, leaveCodeLabel, type PolicyLeaveType } from '@leave/domain';
import { Button } from '@/components/ui/button/Button';
import { FormField } from '@/components/ui/form-field/FormField';
import { SelectField } from '@/components/ui/form-field/SelectField';
import { TextField } from '@/components/ui/form-field/TextField';

const PER_LABELS: Record<PolicyLeaveType['allowance']['per'], string> = {
  halfYear: 'Per half-year',
  year: 'Per year',
  serviceYears: 'Per years of service',
  earned: 'Earned',
  claimed: 'Claimed (comp-off)',
  none: 'None',
};
const COUNTING_LABELS: Record<PolicyLeaveType['counting'], string> = { byRole: 'By role', working: 'Working days', calendar: 'Calendar days' };

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

  return (
    <fieldset className="policy-type" aria-labelledby={`policy-type-${index}`} style={{ borderLeftColor: type.colour }}>
      <legend id={`policy-type-${index}`} className="policy-type__legend">
        {type.code ? leaveCodeLabel(type.code) : 'New type'} - {type.name || 'unnamed'}
      </legend>
      <div className="policy-type__grid">
        {codeEditable && <TextField label="Code" value={type.code} onChange={(code) => set({ code: code.trim() })} error={errors['code']} hint="2 to 8 lower-case letters" required />}
        <TextField label="Name" value={type.name} onChange={(name) => set({ name })} error={errors['name']} required maxLength={60} />
        <FormField label="Colour" error={errors['colour']}>
          {(control) => <input {...control} type="color" value={type.colour} onChange={(event) => set({ colour: event.target.value })} />}
        </FormField>
        <SelectField label="Allowance" value={per} onChange={(value) => setAllowance({ per: value as typeof per })} options={ALLOWANCE_PERIODS.map((value) => ({ value, label: PER_LABELS[value] }))} error={errors['allowance.per']} />
        {(per === 'halfYear' || per === 'year' || per === 'serviceYears') && (
          <TextField label="Days" type="number" min={0} step={0.5} value={textOf(type.allowance.days)} onChange={(days) => setAllowance({ days: numberOf(days) })} error={errors['allowance.days']} required />
        )}
        {per === 'serviceYears' && (
          <TextField label="Every (years)" type="number" min={1} value={textOf(type.allowance.everyYears)} onChange={(every) => setAllowance({ everyYears: numberOf(every) })} error={errors['allowance.everyYears']} required />
        )}
        {per === 'earned' && (
          <TextField label="Working days divided by" type="number" min={1} value={textOf(type.allowance.divisor)} onChange={(divisor) => setAllowance({ divisor: numberOf(divisor) })} error={errors['allowance.divisor']} required />
        )}
        {per === 'claimed' && (
          <TextField label="Lapses after (days)" type="number" min={0} value={textOf(type.allowance.expiresAfterDays)} onChange={(days) => setAllowance({ expiresAfterDays: numberOf(days) })} error={errors['allowance.expiresAfterDays']} required />
        )}
        <SelectField label="Days count as" value={type.counting} onChange={(value) => set({ counting: value as PolicyLeaveType['counting'] })} options={DAY_COUNTINGS.map((value) => ({ value, label: COUNTING_LABELS[value] }))} />
        <TextField
          label="Carry forward up to (days)"
          type="number"
          min={0}
          value={textOf(type.carryForward?.maxDays)}
          onChange={(days) => {
            const maxDays = numberOf(days);
            set({ carryForward: maxDays === undefined ? null : { maxDays, expiresAfterDays: type.carryForward?.expiresAfterDays ?? null } });
          }}
          error={errors['carryForward.maxDays']}
          hint="Empty: nothing is carried forward"
        />
        {type.carryForward !== null && (
          <TextField
            label="Carried days lapse after (days)"
            type="number"
            min={0}
            value={textOf(type.carryForward.expiresAfterDays)}
            onChange={(days) => set({ carryForward: { maxDays: type.carryForward?.maxDays ?? 0, expiresAfterDays: numberOf(days) ?? null } })}
            error={errors['carryForward.expiresAfterDays']}
            hint="Empty: never"
          />
        )}
        <TextField label="Minimum notice (days)" type="number" min={0} value={textOf(type.minNoticeDays)} onChange={(days) => set({ minNoticeDays: numberOf(days) ?? 0 })} error={errors['minNoticeDays']} />
        <TextField
          label="Longest application (days)"
          type="number"
          min={1}
          value={textOf(type.maxDaysPerApplication)}
          onChange={(days) => set({ maxDaysPerApplication: numberOf(days) ?? null })}
          error={errors['maxDaysPerApplication']}
          hint="Empty: no limit"
        />
        <TextField
          label="Certificate from (days)"
          type="number"
          min={1}
          value={textOf(type.certificateFromDays)}
          onChange={(days) => set({ certificateFromDays: numberOf(days) ?? null })}
          error={errors['certificateFromDays']}
          hint="Empty: never"
        />
      </div>
      <div className="policy-type__checks" role="group" aria-label={`Rules of ${type.name || 'the new type'}`}>
        {checkbox('Paid', type.paid, (paid) => set({ paid }))}
        {checkbox('Needs a balance', type.needsBalance, (needsBalance) => set({ needsBalance }))}
        {checkbox('Half days allowed', type.halfDays, (halfDays) => set({ halfDays }))}
        {checkbox('Employees may take it', type.takenBy.includes('employee'), (checked) => takes('employee', checked))}
        {checkbox('HODs may take it', type.takenBy.includes('hod'), (checked) => takes('hod', checked))}
      </div>
      {errors['takenBy'] && (
        <p className="form-field__error" role="alert">
          {errors['takenBy']}
        </p>
      )}
      {onRemove && (
        <Button size="sm" variant="danger" onClick={onRemove} aria-label={`Remove ${type.name || 'the new type'}`}>
          Remove Type
        </Button>
      )}
    </fieldset>
  );
}
