// Where a routed application stands on its route (issue 43, docs/rules.md 'Approval routes'): the step that
// waits, whether it is the last, and the route as the wire shows it. An application without a recorded
// route (made under a policy naming none, or before routes) goes the default way and has none of this.

import { fillTemplate } from '../i18n/templates';
import type { ResolvedStep } from '../policy/policy.routes';
import type { LeaveStepEscalated, LeaveStepReminded } from './leave.events';
import type { LeaveApplication, StepDecision } from './leave.events';

export const ROUTE_TEMPLATES = {
  waitsFor: 'This application waits for the {office} (step {step} of {steps})',
  alreadyDecided: 'This step was already decided by {name}',
} as const;

export const ROUTE_REFUSALS = {
  waitsFor: (office: string, step: number, steps: number) => fillTemplate(ROUTE_TEMPLATES.waitsFor, { office, step, steps }),
  alreadyDecided: (name: string) => fillTemplate(ROUTE_TEMPLATES.alreadyDecided, { name }),
} as const;

type Routed = Pick<LeaveApplication, 'status' | 'route' | 'stepDecisions'>;
type Timed = Routed & Pick<LeaveApplication, 'appliedAt' | 'routeTimers' | 'applicant'>;

const OPEN: readonly string[] = ['pending', 'hodApproved'];

function decisionOf(application: Routed, step: number): StepDecision | undefined {
  return (application.stepDecisions ?? []).find((decision) => decision.step === step);
}

/** The index of the step that waits, or null (no route, or the application is no longer open). */
export function waitingStepIndex(application: Routed): number | null {
  if (!application.route || !OPEN.includes(application.status)) return null;
  const index = application.route.findIndex((step, at) => step.skipped !== true && step.escalated === undefined && decisionOf(application, at) === undefined);
  return index < 0 ? null : index;
}

/** Whether no step after `index` is left to decide. */
export function isLastStep(route: readonly ResolvedStep[], index: number): boolean {
  return route.slice(index + 1).every((step) => step.skipped === true);
}

/** The waiting step's place among the steps to decide: 'step 2 of 3'. */
export function stepPlace(route: readonly ResolvedStep[], index: number): { step: number; steps: number } {
  // An escalated step gave its place to the one it escalated to.
  const toDecide = route.map((step, at) => ({ step, at })).filter(({ step }) => step.skipped !== true && step.escalated === undefined);
  return { step: toDecide.findIndex(({ at }) => at === index) + 1, steps: toDecide.length };
}

/** The decided step whose approvers included `personId`, when they are not the waiting one's: who decided it. */
export function stepDecidedFor(application: Routed, personId: string): StepDecision | undefined {
  return stepDecidedWhere(application, (step) => step.approvers.some((approver) => approver.id === personId));
}

/** The decided step (not the waiting one) that `couldDecide` says someone could have decided: who decided it. */
export function stepDecidedWhere(application: Routed, couldDecide: (step: ResolvedStep) => boolean): StepDecision | undefined {
  const waiting = waitingStepIndex(application);
  return (application.route ?? [])
    .map((step, at) => ({ step, decision: decisionOf(application, at), at }))
    .find(({ step, decision, at }) => at !== waiting && decision !== undefined && couldDecide(step))?.decision;
}

export type RouteStepStatus = 'upcoming' | 'waiting' | 'approved' | 'rejected' | 'skipped' | 'escalated';

export interface RouteStepDto {
  office: string;
  name: string;
  status: RouteStepStatus;
  approvers: { _id: string; name: string }[];
  decidedBy: { _id: string; name: string } | null;
  decidedAt: string | null;
}

/** The route and the step that waits, as every application's answer carries them when it has a route. */
export function routeDtoOf(application: Routed): { route: RouteStepDto[]; awaiting: { office: string; name: string } | null } | Record<string, never> {
  if (!application.route) return {};
  const waiting = waitingStepIndex(application);
  const route = application.route.map((step, at): RouteStepDto => {
    const decision = decisionOf(application, at);
    const status: RouteStepStatus = step.skipped ? 'skipped' : step.escalated ? 'escalated' : decision ? decision.decision : at === waiting ? 'waiting' : 'upcoming';
    return {
      office: step.office,
      name: step.name,
      status,
      approvers: step.approvers.map((person) => ({ _id: person.id, name: person.name })),
      decidedBy: decision ? { _id: decision.by.id, name: decision.by.name } : null,
      decidedAt: decision ? decision.at : null,
    };
  });
  const step = waiting === null ? null : application.route[waiting]!;
  return { route, awaiting: step ? { office: step.office, name: step.name } : null };
}

/**
 * Who a routed application's waiting step waits for, as the read model keeps it for the holders' queues
 * (GET /leaves?awaiting=me): the step's offices, and its approvers' ids when one of its offices is the
 * policy's own (`hod` and `admin` are held by role: a new HOD or admin decides them too). Null when no
 * step waits or the application has no route.
 */
export function awaitingOf(application: Routed): { offices: string[]; approverIds: string[] } | null {
  const index = waitingStepIndex(application);
  if (index === null) return null;
  const step = application.route![index]!;
  const offices = step.office.split('|');
  const named = offices.some((office) => office !== 'hod' && office !== 'admin');
  return { offices, approverIds: named ? step.approvers.map((person) => person.id) : [] };
}

/**
 * Of an application with no route recorded (the default route, decided by the machine's HOD and admin
 * transitions): the status and applicant's role in which it waits for each built-in office. The HOD's
 * queue is its department's pending applications of employees; the admin's the HOD-approved ones and a
 * HOD's own pending ones, which have no HOD level above them.
 */
export const DEFAULT_ROUTE_WAITING = {
  hod: [{ status: 'pending', applicantRole: 'employee' }],
  admin: [{ status: 'hodApproved' }, { status: 'pending', applicantRole: 'hod' }],
} as const satisfies Record<'hod' | 'admin', readonly { status: 'pending' | 'hodApproved'; applicantRole?: 'employee' | 'hod' }[]>;

export const ESCALATION_TEMPLATES = {
  reason: 'No decision by the {office} within {hours} hours',
} as const;

/** Since when the waiting step waits: the application made, the last step decided or escalated. */
export function waitingSince(application: Timed): string {
  const moments = [application.appliedAt, ...(application.stepDecisions ?? []).map((decision) => decision.at), ...(application.route ?? []).flatMap((step) => (step.escalated ? [step.escalated.at] : []))];
  return moments.reduce((latest, at) => (Date.parse(at) > Date.parse(latest) ? at : latest));
}

/**
 * What a routed application's waiting step is due at `now` by its route's timers (issue 43): escalated once
 * it has waited `escalateAfterHours` (not a step an escalation put in, nor one already the office it would
 * go to, nor to an office held by the applicant alone), else its approvers reminded once after
 * `remindAfterHours`. An event the caller appends under the stream's version, so that two runs append it once.
 */
export function dueRouteEvent(application: Timed, now: Date): LeaveStepEscalated | LeaveStepReminded | null {
  const timers = application.routeTimers;
  const index = waitingStepIndex(application);
  if (!timers || index === null) return null;
  const step = application.route![index]!;
  const waited = (now.getTime() - Date.parse(waitingSince(application))) / 3_600_000;
  const at = now.toISOString();
  const to = timers.escalateTo;
  const applicantAlone = to !== undefined && to.approvers.length > 0 && to.approvers.every((person) => person.id === application.applicant.id);
  if (to && timers.escalateAfterHours !== undefined && waited >= timers.escalateAfterHours && step.byEscalation !== true && step.office !== to.office && !applicantAlone) {
    const hours = timers.escalateAfterHours;
    return { type: 'LeaveStepEscalated', data: { step: index, from: step.name, to, reason: fillTemplate(ESCALATION_TEMPLATES.reason, { office: step.name, hours }), at, hours } };
  }
  if (timers.remindAfterHours !== undefined && waited >= timers.remindAfterHours && step.reminded === undefined) {
    return { type: 'LeaveStepReminded', data: { step: index, office: step.name, at, hours: timers.remindAfterHours } };
  }
  return null;
}

/** Everyone its recorded route names on a step (who may open the application: domain's canViewLeave). */
export function routeApproverIds(application: Pick<LeaveApplication, 'route'>): string[] {
  return [...new Set((application.route ?? []).flatMap((step) => step.approvers.map((person) => person.id)))];
}

/**
 * The offices' holders whose stand-ins a live message of the application reaches (issue 43, decision 0400):
 * the approvers recorded on the office steps (not `hod`, not `admin`) the event concerns as a queue sees
 * them: the step waiting after it (it entered the queue or is still there), the step it decided or
 * escalated (`eventStep`, the event's `step`: it left the queue) and, of an application the event closed
 * without a step (withdrawn, cancelled), the first step left undecided. Each with the step's offices, so
 * that only a naming for one of them counts.
 */
export function officeHoldersConcerned(application: Pick<LeaveApplication, 'status' | 'route' | 'stepDecisions'>, eventStep: number | undefined): { holderId: string; offices: string[] }[] {
  const route = application.route;
  if (!route) return [];
  const steps = new Set<number>();
  const waiting = waitingStepIndex(application);
  if (waiting !== null) steps.add(waiting);
  if (eventStep !== undefined) steps.add(eventStep);
  if (waiting === null && eventStep === undefined) {
    const first = route.findIndex((step, at) => step.skipped !== true && step.escalated === undefined && decisionOf(application, at) === undefined);
    if (first >= 0) steps.add(first);
  }
  return [...steps].flatMap((index) => {
    const step = route[index];
    const offices = (step?.office.split('|') ?? []).filter((office) => office !== 'hod' && office !== 'admin');
    return offices.length === 0 ? [] : step!.approvers.map((person) => ({ holderId: person.id, offices }));
  });
}

/** What deciding who may open an application reads of it (domain's canViewLeave): its applicant, department and route. */
export function leaveScopeOf(application: Pick<LeaveApplication, 'applicant' | 'department' | 'route'>): { applicantId: string; department: string; routeApproverIds: string[] } {
  return { applicantId: application.applicant.id, department: application.department, routeApproverIds: routeApproverIds(application) };
}
