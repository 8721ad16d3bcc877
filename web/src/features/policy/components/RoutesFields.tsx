// The policy's offices and approval routes (issue 43, docs/policy.md 'Approval routes'), edited beside the
// leave types: the offices besides the built-in HOD and Admin (code and name), and the routes in the order
// they are tried (the first whose types and conditions match an application decides its steps), each with
// its types, fewest and most days, applicants' roles, steps (an office, or any of several), reminder and
// escalation. Controlled: every change hands back the policy's `offices` and `approvalRoutes`. The draft is
// checked by the same schema as the server on publishing; errors come by their path under `policy.`.
import { t } from '@lingui/core/macro';
import { type ApprovalRoute, type LeavePolicy, type Office, type RouteStep } from '@leave/domain';
import { Button } from '@/components/ui/button/Button';
import { Card } from '@/components/ui/card/Card';
import { SelectField } from '@/components/ui/form-field/SelectField';
import { TextField } from '@/components/ui/form-field/TextField';
import { translateText } from '@/lib/i18n/texts';

type Errors = Readonly<Record<string, string>>;
export type RoutesPart = Pick<LeavePolicy, 'offices' | 'approvalRoutes'>;

const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));
const textOf = (value: number | undefined) => (value === undefined ? '' : String(value));

/** Drops the keys whose value is undefined (the schema is strict about what is there). */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

function newRoute(): ApprovalRoute {
  return { name: '', leaveTypes: ['*'], steps: [{ office: 'hod' }, { office: 'admin' }] };
}

export interface RoutesFieldsProps {
  policy: LeavePolicy;
  onChange: (part: RoutesPart) => void;
  /** The draft's errors by their path ('policy.approvalRoutes.0.name'). */
  errors: Errors;
}

export function RoutesFields({ policy, onChange, errors }: RoutesFieldsProps) {
  const offices = policy.offices ?? [];
  const routes = policy.approvalRoutes ?? [];
  const error = (path: string) => {
    const message = errors[`policy.${path}`];
    return message ? translateText(message) : undefined;
  };
  // An empty list is no list: a policy naming no offices or routes stays as it was (the default route).
  const change = (nextOffices: readonly Office[], nextRoutes: readonly ApprovalRoute[]) =>
    onChange({ ...(nextOffices.length > 0 ? { offices: [...nextOffices] } : {}), ...(nextRoutes.length > 0 ? { approvalRoutes: [...nextRoutes] } : {}) });
  const setOffices = (next: Office[]) => change(next, routes);
  const setRoutes = (next: ApprovalRoute[]) => change(offices, next);
  const setRoute = (index: number, route: ApprovalRoute) => setRoutes(routes.map((existing, i) => (i === index ? route : existing)));

  const officeOptions = [
    { value: 'hod', label: t`HOD` },
    { value: 'admin', label: t`Admin` },
    ...offices.filter((office) => office.code !== '').map((office) => ({ value: office.code, label: office.name || office.code })),
  ];
  const typeOptions = [{ value: '*', label: t`All types` }, ...policy.leaveTypes.map((type) => ({ value: type.code, label: type.name || type.code }))];

  return (
    <>
      <Card
        title={t`Offices`}
        actions={
          <Button size="sm" variant="secondary" onClick={() => setOffices([...offices, { code: '', name: '' }])}>
            {t`Add Office`}
          </Button>
        }
      >
        <p className="muted">{t`The HOD (of the applicant's department) and the Admin are always offices. Name the others here (Principal, Dean Academics); the Offices screen says who holds them.`}</p>
        {offices.map((office, index) => {
          const name = office.name;
          return (
            <fieldset key={index} className="policy-route" aria-label={name ? t`Office ${name}` : t`New office`}>
              <div className="policy-type__grid">
                <TextField label={t`Code`} value={office.code} onChange={(code) => setOffices(offices.map((o, i) => (i === index ? { ...o, code: code.trim() } : o)))} error={error(`offices.${index}.code`)} hint={t`Lower-case letters, digits or hyphens`} required />
                <TextField label={t`Name`} value={office.name} onChange={(next) => setOffices(offices.map((o, i) => (i === index ? { ...o, name: next } : o)))} error={error(`offices.${index}.name`)} maxLength={60} required />
              </div>
              <Button size="sm" variant="danger" onClick={() => setOffices(offices.filter((_, i) => i !== index))} aria-label={name ? t`Remove office ${name}` : t`Remove the new office`}>
                {t`Remove Office`}
              </Button>
            </fieldset>
          );
        })}
        {error('offices') && (
          <p className="form-field__error" role="alert">
            {error('offices')}
          </p>
        )}
      </Card>
      <Card
        title={t`Approval Routes`}
        actions={
          <Button size="sm" variant="secondary" onClick={() => setRoutes([...routes, newRoute()])}>
            {t`Add Route`}
          </Button>
        }
      >
        <p className="muted">{t`An application goes by the first route whose leave types and conditions match it; with no route, or none matching, by the HOD then the Admin. A step held only by the applicant is skipped.`}</p>
        {routes.map((route, index) => (
          <RouteFieldset
            key={index}
            index={index}
            route={route}
            officeOptions={officeOptions}
            typeOptions={typeOptions}
            error={(path) => error(`approvalRoutes.${index}.${path}`)}
            onChange={(next) => setRoute(index, next)}
            onRemove={() => setRoutes(routes.filter((_, i) => i !== index))}
            {...(index > 0 ? { onMoveUp: () => setRoutes(routes.map((r, i) => (i === index - 1 ? route : i === index ? routes[index - 1]! : r))) } : {})}
          />
        ))}
      </Card>
    </>
  );
}

interface Option {
  value: string;
  label: string;
}

interface RouteFieldsetProps {
  index: number;
  route: ApprovalRoute;
  officeOptions: Option[];
  typeOptions: Option[];
  error: (path: string) => string | undefined;
  onChange: (route: ApprovalRoute) => void;
  onRemove: () => void;
  onMoveUp?: () => void;
}

/** A step's offices: one, or any of several. */
const officesOf = (step: RouteStep): string[] => ('office' in step ? [step.office] : step.anyOf);
const stepOf = (codes: string[]): RouteStep => (codes.length > 1 ? { anyOf: codes } : { office: codes[0] ?? 'hod' });

function RouteFieldset({ index, route, officeOptions, typeOptions, error, onChange, onRemove, onMoveUp }: RouteFieldsetProps) {
  const set = (change: Partial<ApprovalRoute>) => onChange(defined({ ...route, ...change }));
  const setWhen = (change: Partial<NonNullable<ApprovalRoute['when']>>) => {
    const when = defined({ ...route.when, ...change });
    set({ when: Object.keys(when).length > 0 ? when : undefined });
  };
  const setStep = (at: number, codes: string[]) => set({ steps: route.steps.map((step, i) => (i === at ? stepOf(codes) : step)) });
  const roles = route.when?.applicantRoles ?? [];
  const toggleRole = (role: 'employee' | 'hod', checked: boolean) => {
    const next = checked ? [...new Set([...roles, role])] : roles.filter((r) => r !== role);
    setWhen({ applicantRoles: next.length > 0 ? next : undefined });
  };
  const toggleType = (code: string, checked: boolean) => {
    const next = code === '*' ? (checked ? ['*'] : []) : checked ? [...route.leaveTypes.filter((c) => c !== '*'), code] : route.leaveTypes.filter((c) => c !== code);
    set({ leaveTypes: next });
  };
  const name = route.name;
  const legend = name || t`New route`;
  const noOffice = t`(none)`;

  return (
    <fieldset className="policy-route" aria-labelledby={`policy-route-${index}`}>
      <legend id={`policy-route-${index}`} className="policy-type__legend">
        {index + 1}. {legend}
      </legend>
      <div className="policy-type__grid">
        <TextField label={t`Route name`} value={route.name} onChange={(next) => set({ name: next })} error={error('name')} maxLength={60} required />
        <TextField label={t`Fewest days`} type="number" min={0} step={0.5} value={textOf(route.when?.minDays)} onChange={(days) => setWhen({ minDays: numberOf(days) })} error={error('when.minDays')} hint={t`Empty: any`} />
        <TextField label={t`Most days`} type="number" min={0} step={0.5} value={textOf(route.when?.maxDays)} onChange={(days) => setWhen({ maxDays: numberOf(days) })} error={error('when.maxDays') ?? error('when')} hint={t`Empty: any`} />
      </div>
      <div className="policy-type__checks" role="group" aria-label={t`Leave types of ${legend}`}>
        {typeOptions.map((option) => (
          <label key={option.value} className="policy-type__check">
            <input type="checkbox" checked={route.leaveTypes.includes(option.value)} onChange={(event) => toggleType(option.value, event.target.checked)} /> {option.label}
          </label>
        ))}
      </div>
      {error('leaveTypes') && (
        <p className="form-field__error" role="alert">
          {error('leaveTypes')}
        </p>
      )}
      <div className="policy-type__checks" role="group" aria-label={t`Applicants of ${legend}`}>
        <label className="policy-type__check">
          <input type="checkbox" checked={roles.includes('employee')} onChange={(event) => toggleRole('employee', event.target.checked)} /> {t`Employees' applications`}
        </label>
        <label className="policy-type__check">
          <input type="checkbox" checked={roles.includes('hod')} onChange={(event) => toggleRole('hod', event.target.checked)} /> {t`HODs' applications`}
        </label>
      </div>
      <ol className="policy-route__steps" aria-label={t`Steps of ${legend}`}>
        {route.steps.map((step, at) => {
          const [first = 'hod', ...others] = officesOf(step);
          const place = at + 1;
          // Each further office of an 'any of' step has its own select, and one more empty select adds
          // another while offices are left to add.
          const slots = others.length + 1 < officeOptions.length ? [...others, ''] : others;
          const replaced = (slot: number, code: string) => [first, ...others.slice(0, slot), ...(code ? [code] : []), ...others.slice(slot + 1)];
          return (
            <li key={at} className="policy-route__step">
              <SelectField label={t`Step ${place}`} value={first} onChange={(code) => setStep(at, [code, ...others.filter((other) => other !== code)])} options={officeOptions} error={error(`steps.${at}`)} />
              {slots.map((code, slot) => (
                <SelectField
                  key={slot}
                  label={slot === 0 ? t`Step ${place}, or (any of them decides)` : t`Step ${place}, or also`}
                  value={code}
                  emptyOption={noOffice}
                  onChange={(next) => setStep(at, replaced(slot, next))}
                  options={officeOptions.filter((option) => option.value === code || (option.value !== first && !others.includes(option.value)))}
                />
              ))}
              <Button size="sm" variant="secondary" disabled={route.steps.length === 1} onClick={() => set({ steps: route.steps.filter((_, i) => i !== at) })} aria-label={t`Remove step ${place} of ${legend}`}>
                {t`Remove`}
              </Button>
            </li>
          );
        })}
      </ol>
      {error('steps') && (
        <p className="form-field__error" role="alert">
          {error('steps')}
        </p>
      )}
      <Button size="sm" variant="secondary" disabled={route.steps.length >= 8} onClick={() => set({ steps: [...route.steps, { office: 'admin' }] })}>
        {t`Add Step`}
      </Button>
      <div className="policy-type__grid">
        <TextField label={t`Remind after (hours)`} type="number" min={1} value={textOf(route.remindAfterHours)} onChange={(hours) => set({ remindAfterHours: numberOf(hours) })} error={error('remindAfterHours')} hint={t`Empty: no reminder`} />
        <TextField label={t`Escalate after (hours)`} type="number" min={1} value={textOf(route.escalateAfterHours)} onChange={(hours) => set({ escalateAfterHours: numberOf(hours) })} error={error('escalateAfterHours')} hint={t`Empty: never`} />
        <SelectField label={t`Escalate to`} value={route.escalateTo ?? ''} emptyOption={noOffice} onChange={(code) => set({ escalateTo: code || undefined })} options={officeOptions} error={error('escalateTo')} />
      </div>
      <div className="policy-route__actions">
        {onMoveUp && (
          <Button size="sm" variant="secondary" onClick={onMoveUp} aria-label={t`Try ${legend} earlier`}>
            {t`Move Up`}
          </Button>
        )}
        <Button size="sm" variant="danger" onClick={onRemove} aria-label={t`Remove route ${legend}`}>
          {t`Remove Route`}
        </Button>
      </div>
    </fieldset>
  );
}
