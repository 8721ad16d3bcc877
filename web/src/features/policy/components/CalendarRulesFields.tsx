// The calendar rules of the policy being edited (issue 46; docs/policy.md 'The calendar'): the blackout
// windows no leave is taken in (exam weeks), how many of a department may be away at once, and how many
// restricted holidays each person may take a year. Controlled: every change hands back the rules it
// changed, a rule switched off as undefined (absent from the policy). The checks and their messages are
// domain's policy schema's, run by the editor on publishing; the errors come back here by their path.
import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { CAP_MODES, DEPARTMENTS, leaveCodeLabel, type Blackout, type CapMode, type DepartmentCap, type LeavePolicy } from '@leave/domain';
import { Button } from '@/components/ui/button/Button';
import { Card } from '@/components/ui/card/Card';
import { SelectField } from '@/components/ui/form-field/SelectField';
import { TextField } from '@/components/ui/form-field/TextField';
import { i18n } from '@/lib/i18n/i18n';
import { translateText } from '@/lib/i18n/texts';

export type CalendarRules = Pick<LeavePolicy, 'blackouts' | 'departmentCap' | 'restrictedHolidays'>;

export interface CalendarRulesFieldsProps {
  /** The draft policy: its calendar rules, and its types (a blackout's exempt types are chosen among them). */
  policy: LeavePolicy;
  onChange: (rules: Partial<CalendarRules>) => void;
  /** The draft's field errors by their path in the publishing body ('policy.blackouts.0.to'). */
  errors: Readonly<Record<string, string>>;
}

const MODE_LABELS: Record<CapMode, MessageDescriptor> = {
  refuse: msg`Refuse the application`,
  warn: msg`Let it through with a warning`,
};

/** A number field's text back to a number, or undefined when empty. */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));
const textOf = (value: number | undefined) => (value === undefined ? '' : String(value));
/** A domain message in the language shown, or nothing. */
const shown = (text: string | undefined) => (text === undefined ? undefined : translateText(text));

/** Without the keys whose value is undefined (the schema's optional fields are absent, not undefined). */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

function newBlackout(): Blackout {
  return { name: '', from: '' as Blackout['from'], to: '' as Blackout['to'], exemptTypes: [] };
}

function BlackoutFields({ window, index, codes, onChange, onRemove, errors }: { window: Blackout; index: number; codes: readonly string[]; onChange: (window: Blackout) => void; onRemove: () => void; errors: Readonly<Record<string, string>> }) {
  const at = (field: string) => shown(errors[`policy.blackouts.${index}.${field}`]);
  const set = (change: Partial<Blackout>) => onChange(defined({ ...window, ...change }));
  const departments = window.departments ?? [];
  const toggleDepartment = (label: string, on: boolean) => {
    const next = on ? [...departments, label] : departments.filter((existing) => existing !== label);
    // No department chosen: the window is every department's.
    set({ departments: next.length === 0 ? undefined : next });
  };
  const toggleExempt = (code: string, on: boolean) => set({ exemptTypes: on ? [...window.exemptTypes, code] : window.exemptTypes.filter((existing) => existing !== code) });
  const name = window.name.trim() || t`the new window`;
  return (
    <fieldset className="policy-type policy-blackout" aria-labelledby={`policy-blackout-${index}`}>
      <legend id={`policy-blackout-${index}`} className="policy-type__legend">
        {window.name.trim() || t`New blackout window`}
      </legend>
      <div className="policy-type__grid">
        <TextField label={t`Name`} value={window.name} onChange={(value) => set({ name: value })} error={at('name')} required maxLength={80} className="policy-rules__row" />
        <TextField label={t`From`} type="date" value={window.from} onChange={(from) => set({ from: from as Blackout['from'] })} error={at('from')} required />
        <TextField label={t`To`} type="date" value={window.to} onChange={(to) => set({ to: to as Blackout['to'] })} error={at('to')} required />
      </div>
      <div className="policy-type__checks" role="group" aria-label={t`Departments of ${name}`}>
        <span className="policy-rules__label">{t`Departments (none ticked: every department)`}</span>
        {DEPARTMENTS.map((department) => (
          <label key={department.code} className="policy-type__check" title={department.label}>
            <input type="checkbox" checked={departments.includes(department.label)} onChange={(event) => toggleDepartment(department.label, event.target.checked)} /> {department.code}
          </label>
        ))}
      </div>
      <div className="policy-type__checks" role="group" aria-label={t`Leave types allowed during ${name}`}>
        <span className="policy-rules__label">{t`Leave types still allowed`}</span>
        {codes.map((code) => (
          <label key={code} className="policy-type__check">
            <input type="checkbox" checked={window.exemptTypes.includes(code)} onChange={(event) => toggleExempt(code, event.target.checked)} /> {leaveCodeLabel(code)}
          </label>
        ))}
      </div>
      <Button size="sm" variant="danger" onClick={onRemove} aria-label={t`Remove ${name}`}>
        {t`Remove Window`}
      </Button>
    </fieldset>
  );
}

export function CalendarRulesFields({ policy, onChange, errors }: CalendarRulesFieldsProps) {
  const blackouts = policy.blackouts ?? [];
  const cap = policy.departmentCap;
  const codes = policy.leaveTypes.map((type) => type.code).filter((code) => code !== '');
  const setBlackouts = (next: Blackout[]) => onChange({ blackouts: next.length === 0 ? undefined : next });
  const setCap = (change: Partial<DepartmentCap>) => onChange({ departmentCap: defined({ mode: 'warn' as CapMode, ...cap, ...change }) });
  const capError = shown(errors['policy.departmentCap.maxAway'] ?? errors['policy.departmentCap']);

  return (
    <>
      <Card
        title={t`Blackout Windows`}
        actions={
          <Button size="sm" variant="secondary" onClick={() => setBlackouts([...blackouts, newBlackout()])}>
            {t`Add Blackout Window`}
          </Button>
        }
      >
        <p className="muted">{t`No leave may be taken on a day of a window (exam weeks), unless its type is still allowed; an admin can still record leave for a person with a reason.`}</p>
        {blackouts.length === 0 && <p>{t`No blackout windows.`}</p>}
        <div className="policy-types">
          {blackouts.map((window, index) => (
            <BlackoutFields
              // The index is the identity while a new window is being named.
              key={index}
              index={index}
              window={window}
              codes={codes}
              errors={errors}
              onChange={(next) => setBlackouts(blackouts.map((existing, i) => (i === index ? next : existing)))}
              onRemove={() => setBlackouts(blackouts.filter((_, i) => i !== index))}
            />
          ))}
        </div>
      </Card>

      <Card title={t`Away at Once and Restricted Holidays`}>
        <label className="policy-type__check">
          <input type="checkbox" checked={cap !== undefined} onChange={(event) => onChange({ departmentCap: event.target.checked ? { maxAway: 1, mode: 'warn' } : undefined })} />{' '}
          {t`Limit how many of a department may be away at once`}
        </label>
        {cap !== undefined && (
          <div className="policy-type__grid">
            <TextField label={t`At most (people)`} type="number" min={1} value={textOf(cap.maxAway)} onChange={(value) => setCap({ maxAway: numberOf(value) })} error={capError} hint={t`Empty: no limit in people`} />
            <TextField
              label={t`At most (percent of the department)`}
              type="number"
              min={1}
              max={100}
              value={textOf(cap.maxPercent)}
              onChange={(value) => setCap({ maxPercent: numberOf(value) })}
              error={shown(errors['policy.departmentCap.maxPercent'])}
              hint={t`Empty: no limit in percent`}
            />
            <SelectField className="policy-rules__row" label={t`When an application would pass it`} value={cap.mode} onChange={(mode) => setCap({ mode: mode as CapMode })} options={CAP_MODES.map((mode) => ({ value: mode, label: i18n._(MODE_LABELS[mode]) }))} />
          </div>
        )}
        <div className="policy-type__grid">
          <TextField
            label={t`Restricted holidays per person per year`}
            type="number"
            min={0}
            max={50}
            value={textOf(policy.restrictedHolidays?.perYear)}
            onChange={(value) => {
              const perYear = numberOf(value);
              onChange({ restrictedHolidays: perYear === undefined ? undefined : { perYear } });
            }}
            error={shown(errors['policy.restrictedHolidays.perYear'])}
            hint={t`Chosen from the optional holidays of the calendar. Empty: none`}
          />
        </div>
      </Card>
    </>
  );
}
