// `decide`, which turns a command on a leave application (leave.commands.ts) and the current state into new
// events or a DomainError. The XState machine decides every status change; the pure checks here validate
// an application, and a refused status change is explained by the machine guard that failed. One file
// though over 300 lines: each command's decision and the checks only it runs are read together.

import { addDays, clipSpan, compareDates, countSpanDays, countsCalendarDays, isHalfDaySpan, SANDWICH, sandwichedDays, spansOverlap, weekdayHolidaysIn, type CalendarDate, type DaySpan } from '../dates';
import { DomainError } from '../errors';
import { MESSAGES, leaveReasonField } from '../contracts/fields';
import { insufficientBalanceMessageHod } from '../contracts/forms';
import type { Role } from '../people/roles';
import { BLOCKING_STATUSES, figureOf, isLeaveCode, isLeaveType, type LeaveStatus } from './leave.policy';
import { judgeTransition, nextStatus, officeMandateFor, statusesAccepting, type AsStandIn, type LeaveGuard, type LeaveMachineContext, type LeaveMachineEvent } from './leave.machine';
import { checkAgainstPolicy, checkCertificate } from '../policy/policy.apply';
import { classAdjustmentApplies, dayCountingFor, halfDayHoursOf, policyType, type PolicyLeaveType } from '../policy/policy.schema';
import { periodsToCover, type AdjustedPeriod } from '../timetable/class-adjustment';
import { checkCoverage } from '../timetable/arrangements';
import { resolveRoute, routeFor, routeTimersOf, stepsToDecide, type ResolvedStep, type RouteTimers } from '../policy/policy.routes';
import { CALENDAR_MESSAGES, checkBlackout, checkDepartmentCap, checkRestrictedHoliday, isRestrictedHoliday, restrictedHolidaysLeft } from '../policy/policy.calendar';
import { halfDayProblem } from './leave.halves';
import { bridgeDays } from '../balance/balance.sandwich';
import { ATTACHMENT_LIMITS, ATTACHMENT_MESSAGES, type AttachmentFacts } from './leave.attachments';
import { SYSTEM_ACTOR, countingOf, leaveApplied, type Actor, type DecisionFacts, type LeaveApplication, type LeaveEvent, type LeaveState, type PersonRef } from './leave.events';
import { claimCompOff } from './leave.comp-off';
import { LEAVE_REFUSALS, type ApplyLeave, type ClaimCompOff, type ApproveAsHod, type DecideStep, type DecisionContext, type LeaveCommand, type RejectLeave, type StandInDecision } from './leave.commands';
import { ROUTE_REFUSALS, isLastStep, stepDecidedWhere, stepPlace, waitingStepIndex } from './leave.route';

const APPLICANT_ROLES: readonly Role[] = ['employee', 'hod'];

export function decide(command: LeaveCommand, state: LeaveState): LeaveEvent[] {
  switch (command.type) {
    case 'ApplyLeave':
      return applyLeave(command, state);
    case 'ClaimCompOff':
      return claimCompOff(command, state);
    case 'ApproveAsHod':
    case 'ApproveFinal':
    case 'RejectLeave':
    case 'CloseLeave':
    case 'WithdrawLeave':
    case 'RequestCancellation':
    case 'AcceptCancellation':
    case 'DeclineCancellation':
    case 'AddAttachment':
    case 'DecideStep':
      return changeStatus(command, state);
    default: {
      const unhandled: never = command;
      throw new Error(`Unknown leave command ${JSON.stringify(unhandled)}`);
    }
  }
}

function applyLeave({ data }: ApplyLeave, state: LeaveState): LeaveEvent[] {
  if (state.status !== 'none') throw DomainError.conflict(LEAVE_REFUSALS.alreadyExists);
  const { actor } = data;
  // Issue 46: only an admin records leave for a person, and only they give a reason to override a blackout.
  if (data.recordedBy !== undefined && data.recordedBy.role !== 'admin') throw DomainError.forbidden(CALENDAR_MESSAGES.onBehalfForbidden);
  if (data.overrideReason !== undefined && data.recordedBy === undefined) throw DomainError.forbidden(CALENDAR_MESSAGES.overrideForbidden);
  if (!APPLICANT_ROLES.includes(actor.role)) throw DomainError.forbidden(LEAVE_REFUSALS.applyRoleForbidden);
  checkDates(data);
  const reason = leaveReasonField.safeParse(data.reason);
  if (!reason.success) throw DomainError.validation(reason.error.issues[0]?.message ?? MESSAGES.reasonRequired, 'reason');
  const counted = countApplication(data);
  const attachments = data.attachments ?? [];
  const type = checkApplicationRules(data, counted, attachments.length, (problem) => {
    throw problem;
  });
  const { span, numberOfDays, excluded, typeRule, countBy } = counted;
  // Recorded only under a policy that names routes: every other application goes the default way, as before.
  const route = data.officeHolders && data.policy?.approvalRoutes?.length ? applicationRoute(data, numberOfDays) : undefined;
  const routeTimers = route ? applicationRouteTimers(data, numberOfDays) : undefined;
  const warnings = departmentCapWarnings(data, span);
  // The sandwich rule (issue 46): the weekends and holidays it counts, each with why.
  const countedDays = countedDaysOf(data, counted);

  return [
    leaveApplied(
      actor,
      { leaveId: data.leaveId, leaveType: data.leaveType, span, numberOfDays, reason: reason.data, appliedAt: data.now },
      {
        ...(excluded.length > 0 ? { holidays: excluded } : {}),
        ...((type && !type.needsBalance) || isRestrictedHoliday(data.leaveType) ? { noBalance: true as const } : {}),
        ...(countBy === SANDWICH ? { counting: SANDWICH } : typeRule && typeRule.counting !== 'byRole' ? { counting: typeRule.counting } : {}),
        ...(countedDays.length > 0 ? { countedDays } : {}),
        ...(route ? { route } : {}),
        ...(routeTimers ? { routeTimers } : {}),
        ...(warnings.length > 0 ? { warnings } : {}),
        ...(data.recordedBy ? { recordedBy: { id: data.recordedBy.id, name: data.recordedBy.name } } : {}),
        ...(data.overrideReason === undefined ? {} : { overrideReason: data.overrideReason }),
      },
    ),
    ...attachments.map((attachment): LeaveEvent => attachmentAdded(attachment, { id: actor.id, name: actor.name, role: actor.role, department: actor.department }, data.now)),
  ];
}

/** What an application is judged on, less what only applying has (its id, reason, the moment and its files). */
export type ApplicationDraft = Omit<ApplyLeave['data'], 'leaveId' | 'reason' | 'now' | 'attachments'>;

/** The type code and the dates: refused before the days can be counted. */
function checkDates(data: ApplicationDraft): void {
  // Any code of a policy's shape; under a policy, checkAgainstPolicy refuses one it does not have (same message).
  if (data.policy ? !isLeaveCode(data.leaveType) : !isLeaveType(data.leaveType)) throw DomainError.validation(MESSAGES.leaveTypeRequired, 'leaveType');
  if (compareDates(data.fromDate, data.today) < 0) throw DomainError.validation(MESSAGES.startDateInPast, 'fromDate');
  if (compareDates(data.toDate, data.fromDate) < 0) throw DomainError.validation(MESSAGES.endDateBeforeStartHod, 'toDate');
}

interface CountedApplication {
  span: DaySpan;
  numberOfDays: number;
  excluded: CalendarDate[];
  typeRule: PolicyLeaveType | undefined;
  /** How its days count: the role, 'working', 'calendar', or 'sandwich' (issue 46). */
  countBy: string;
}

/** The application's span and its days as counted for it (its halves checked first). */
function countApplication(data: ApplicationDraft): CountedApplication {
  const span = normalisedSpan(data);
  checkHalves(span, data.holidays);
  // The type's policy may count its days for everyone, working or calendar days; else the role does.
  const typeRule = data.policy ? policyType(data.policy, data.leaveType) : undefined;
  const countBy = dayCountingFor(typeRule, data.actor.role);
  const excluded = countsCalendarDays(countBy) ? [] : weekdayHolidaysIn(data.fromDate, data.toDate, data.holidays);
  const numberOfDays = countSpanDays(countBy, span, excluded);
  return { span, numberOfDays, excluded, typeRule, countBy };
}

/**
 * The rules an application of counted days must keep, in the order their refusals come: each problem goes
 * to `refuse` (applying throws the first; the preview collects them all). Answers the policy's type.
 */
function checkApplicationRules(data: ApplicationDraft, counted: CountedApplication, files: number, refuse: (problem: DomainError) => void): PolicyLeaveType | null {
  const { span, numberOfDays } = counted;
  const attempt = <T>(check: () => T): T | undefined => {
    try {
      return check();
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      refuse(error);
      return undefined;
    }
  };
  if (numberOfDays === 0) refuse(DomainError.validation(MESSAGES.noWorkingDays, 'toDate'));
  const policy = data.policy;
  // A restricted holiday (issue 46) is no type of the policy: its own rule and count judge it, no balance.
  const restricted = isRestrictedHoliday(data.leaveType);
  if (restricted) attempt(() => checkRestrictedHoliday(policy, { span, optionalHolidays: data.optionalHolidays, taken: data.restrictedHolidaysTaken }));
  const type = policy && !restricted
    ? (attempt(() => checkAgainstPolicy(policy, { leaveType: data.leaveType, role: data.actor.role, fromDate: data.fromDate, numberOfDays, halfDay: isHalfDaySpan(span), today: data.today })) ?? null)
    : null;
  // The policy's blackout windows (issue 46): a 400 naming the window, unless an admin records it with a reason.
  if (data.overrideReason === undefined) attempt(() => checkBlackout(policy, { leaveType: data.leaveType, department: data.actor.department, span }));
  if (type) attempt(() => checkCertificate(type, numberOfDays, files));
  if (files > ATTACHMENT_LIMITS.maxFiles) refuse(DomainError.tooLarge(ATTACHMENT_MESSAGES.tooMany));
  const available = figureOf(data.available, data.leaveType);
  // With the sandwich rule, the weekends and holidays between this application and the applicant's other
  // leave of the type are debited once both are approved (balance.sandwich.ts): they must fit as well.
  const requested = numberOfDays + bridgeDaysOf(data, counted).length;
  if (needsBalanceFor(data, type) && requested > available) {
    refuse(DomainError.validation(insufficientBalanceMessageHod(data.leaveType, available, requested), 'leaveType'));
  }
  if (data.ownOpenLeaves.some((leave) => BLOCKING_STATUSES.includes(leave.status) && spansOverlap(leave, span))) {
    refuse(DomainError.conflict(MESSAGES.overlappingLeave));
  }
  // The policy's department cap (issue 46): in 'refuse' mode a 409 naming the day and who is away.
  attempt(() => departmentCapWarnings(data, span));
  return type;
}

/** The department cap's warnings for the application ('warn' mode; none without a cap), or its 409 ('refuse'). */
function departmentCapWarnings(data: ApplicationDraft, span: DaySpan): string[] {
  return checkDepartmentCap(data.policy, { span, department: data.actor.department, holidays: data.holidays, away: data.departmentAway, size: data.departmentSize });
}

/**
 * A sandwich type's days counted beyond its working days, each with why, in date order: the weekends and
 * holidays inside the range, and those between it and the applicant's other leave of the type (pending or
 * taken), which are debited when both sides are approved (balance.sandwich.ts).
 */
function countedDaysOf(data: ApplicationDraft, counted: CountedApplication): string[] {
  if (counted.countBy !== SANDWICH) return [];
  const { span, excluded } = counted;
  const days = [...sandwichedDays(span.fromDate, span.toDate, excluded), ...bridgeDaysOf(data, counted)].sort(compareDates);
  return days.map((day) => CALENDAR_MESSAGES.sandwichDay(day));
}

/** A sandwich type's weekends and holidays between the application and the applicant's other open leave of the type (none for another counting). */
function bridgeDaysOf(data: ApplicationDraft, counted: CountedApplication): CalendarDate[] {
  if (counted.countBy !== SANDWICH) return [];
  const others = data.ownOpenLeaves.filter((leave) => leave.leaveType === data.leaveType && BLOCKING_STATUSES.includes(leave.status));
  return bridgeDays(counted.span, others, data.holidaysAround);
}

/** Whether the application must fit in the balance: its type's rule, else (no policy, unknown type) yes. */
function needsBalanceFor(data: ApplicationDraft, type: PolicyLeaveType | null): boolean {
  if (type) return type.needsBalance;
  if (isRestrictedHoliday(data.leaveType)) return false;
  return data.policy ? (policyType(data.policy, data.leaveType)?.needsBalance ?? true) : true;
}

/** The route the application takes under its policy, resolved against the holders of its offices. */
function applicationRoute(data: ApplicationDraft, numberOfDays: number): ResolvedStep[] {
  const policy = data.policy!;
  const route = routeFor(policy, { leaveType: data.leaveType, numberOfDays, applicantRole: data.actor.role });
  return resolveRoute(policy, route, data.actor.id, data.officeHolders ?? {});
}

/** The route's reminder and escalation, resolved as its steps are. */
function applicationRouteTimers(data: ApplicationDraft, numberOfDays: number): RouteTimers | undefined {
  const policy = data.policy!;
  const route = routeFor(policy, { leaveType: data.leaveType, numberOfDays, applicantRole: data.actor.role });
  return routeTimersOf(policy, route, data.actor.id, data.officeHolders ?? {});
}

/** What POST /leaves/preview answers (docs/contract.md): the days, the balance after them, the route and every problem. */
export interface ApplicationPreview {
  days: number;
  /** The balance of the type less the days; null for a type taken without a balance. */
  balanceAfter: number | null;
  /** The steps it would wait for, the skipped ones left out. */
  route: ResolvedStep[];
  problems: { field: string; msg: string }[];
  /** Issue 46: the department cap's warnings in 'warn' mode ('2 of 3 away on 9 Dec, ...'); absent when none. */
  warnings?: string[];
  /** Issue 46: the days counted that are not working days, with why (a sandwich type's); absent when none. */
  countedDays?: string[];
  /** Issue 46: the restricted holidays the applicant has left in the year of the first day; absent when the policy has none. */
  restrictedHolidaysLeft?: number;
  /** Issue 45: the periods of the timetable the leave takes, each with the colleagues free then; absent when the policy asks no class adjustment. */
  periods?: AdjustedPeriod[];
}

/**
 * The answer to an application not yet made, by the same checks as applying (less the reason and the
 * files): nothing is decided, every problem found is listed. Days are 0 while the dates cannot be counted.
 */
export function previewApplication(data: ApplicationDraft): ApplicationPreview {
  const problems: ApplicationPreview['problems'] = [];
  const note = (problem: DomainError) => problems.push({ field: problem.field ?? problemField(problem), msg: problem.message });
  let counted: CountedApplication | null = null;
  try {
    if (!APPLICANT_ROLES.includes(data.actor.role)) throw DomainError.forbidden(LEAVE_REFUSALS.applyRoleForbidden);
    checkDates(data);
    counted = countApplication(data);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    note(error);
  }
  const left = restrictedHolidaysLeft(data.policy, data.restrictedHolidaysTaken);
  const leftPart = left === undefined ? {} : { restrictedHolidaysLeft: left };
  if (counted === null) return { days: 0, balanceAfter: null, route: [], problems, ...leftPart };
  const type = checkApplicationRules(data, counted, 0, note);
  const { numberOfDays } = counted;
  const balanceAfter = needsBalanceFor(data, type) ? figureOf(data.available, data.leaveType) - numberOfDays - bridgeDaysOf(data, counted).length : null;
  const route = data.policy ? stepsToDecide(applicationRoute(data, numberOfDays)) : [];
  // A cap in 'refuse' mode is among the problems already; in 'warn' mode its warnings come beside them.
  let warnings: string[] = [];
  try {
    warnings = departmentCapWarnings(data, counted.span);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
  }
  const countedDays = countedDaysOf(data, counted);
  const periods = classAdjustmentOf(data, counted.span);
  return {
    days: numberOfDays,
    balanceAfter,
    route,
    problems,
    ...(warnings.length > 0 ? { warnings } : {}),
    ...(countedDays.length > 0 ? { countedDays } : {}),
    ...leftPart,
    ...(periods ? { periods } : {}),
  };
}

/** Issue 45: the periods the application must have covered, or undefined when its policy asks no class adjustment of it. */
export function classAdjustmentOf(data: ApplicationDraft, span: DaySpan): AdjustedPeriod[] | undefined {
  if (!classAdjustmentApplies(data.policy, data.leaveType, data.actor.role)) return undefined;
  return periodsToCover(span, data.actor.id, data.holidays ?? [], halfDayHoursOf(data.policy!), data);
}

/** The field a problem without one is about: an overlap is about the dates, a role about the type. */
function problemField(problem: DomainError): string {
  return problem.code === 'CONFLICT' ? 'fromDate' : 'leaveType';
}

/**
 * The application's days with only the halves that change them: a start in the second half, an end in the
 * first. A whole-day application (the seed's client sends no half) carries neither, as before half days.
 */
function normalisedSpan(data: ApplicationDraft): DaySpan {
  return {
    fromDate: data.fromDate,
    toDate: data.toDate,
    ...(data.fromHalf === 'second' ? { fromHalf: 'second' as const } : {}),
    ...(data.toHalf === 'first' ? { toHalf: 'first' as const } : {}),
  };
}

function checkHalves(span: DaySpan, holidays: readonly CalendarDate[] | undefined): void {
  const problem = halfDayProblem(span, holidays);
  if (problem) throw DomainError.validation(problem.message, problem.field);
}

function attachmentAdded(attachment: AttachmentFacts, uploadedBy: Actor, at: string): LeaveEvent {
  const { attachmentId, fileName, contentType, size, sha256 } = attachment;
  return { type: 'AttachmentAdded', data: { attachmentId, fileName, contentType, size, sha256, uploadedBy, at } };
}

type StatusCommand = Exclude<LeaveCommand, ApplyLeave | ClaimCompOff>;

/** Whether the command decides the waiting step of the application's recorded route. */
function decidesStep(command: StatusCommand, state: LeaveApplication): boolean {
  if (command.type === 'DecideStep') return state.route !== undefined;
  return state.route !== undefined && (command.type === 'ApproveAsHod' || command.type === 'ApproveFinal' || command.type === 'RejectLeave');
}

function machineEvent(command: StatusCommand, state: LeaveApplication): LeaveMachineEvent {
  if (decidesStep(command, state)) {
    const { actor } = command.data as { actor: Actor };
    const standIn = command.type === 'ApproveFinal' ? {} : standInOf(command as ApproveAsHod | RejectLeave | DecideStep);
    if (command.type === 'RejectLeave' || (command.type === 'DecideStep' && command.data.decision === 'reject')) {
      return { type: 'STEP_REJECT', actor, reason: (command.data as { reason?: string }).reason ?? '', ...standIn };
    }
    const waiting = waitingStepIndex(state);
    const last = waiting !== null && isLastStep(state.route!, waiting);
    return { type: last ? 'STEP_APPROVE_LAST' : 'STEP_APPROVE', actor, ...standIn };
  }
  switch (command.type) {
    case 'DecideStep': {
      // The default route: the HOD's step while pending (the admin approves a HOD's own application), then the admin's.
      const { actor } = command.data;
      if (command.data.decision === 'reject') return { type: 'REJECT', actor, reason: command.data.reason ?? '', ...standInOf(command) };
      return state.status === 'pending' && actor.role !== 'admin' ? { type: 'HOD_APPROVE', actor, ...standInOf(command) } : { type: 'APPROVE', actor };
    }
    case 'ApproveAsHod':
      return { type: 'HOD_APPROVE', actor: command.data.actor, ...standInOf(command) };
    case 'ApproveFinal':
      return { type: 'APPROVE', actor: command.data.actor };
    case 'RejectLeave':
      return { type: 'REJECT', actor: command.data.actor, reason: command.data.reason, ...standInOf(command) };
    case 'CloseLeave':
      return { type: 'CLOSE', reason: command.data.reason };
    case 'WithdrawLeave':
      return { type: 'WITHDRAW', actor: command.data.actor };
    case 'RequestCancellation':
      return { type: 'REQUEST_CANCELLATION', actor: command.data.actor, reason: command.data.reason, today: command.data.today };
    case 'AcceptCancellation':
      return { type: 'ACCEPT_CANCELLATION', actor: command.data.actor, today: command.data.today };
    case 'DeclineCancellation':
      return { type: 'DECLINE_CANCELLATION', actor: command.data.actor, reason: command.data.reason };
    case 'AddAttachment':
      return { type: 'ATTACH', actor: command.data.actor };
  }
}

function standInOf(command: ApproveAsHod | RejectLeave | DecideStep): AsStandIn {
  return {
    ...(command.data.standIn ? { standIn: command.data.standIn } : {}),
    ...(command.data.officeStandIn ? { officeStandIn: command.data.officeStandIn } : {}),
  };
}

/**
 * Whom a routed step's decision was taken for: nobody when the decider is among the step's approvers
 * themselves; an office's holder when the decider stands in for them (officeMandateFor, issue 43); else,
 * on the HOD's step, the HOD as onBehalfOf says.
 */
function stepOnBehalfOf(command: StatusCommand, state: LeaveApplication): { onBehalfOf: PersonRef } | Record<string, never> {
  if (command.type !== 'ApproveAsHod' && command.type !== 'RejectLeave' && command.type !== 'DecideStep') return {};
  const { waitingStep } = waitingStepOf(state);
  const { actor } = command.data;
  if (!waitingStep) return {};
  const holdsItself =
    waitingStep.approverIds.includes(actor.id) ||
    (waitingStep.offices.includes('admin') && actor.role === 'admin') ||
    (waitingStep.offices.includes('hod') && actor.role === 'hod' && actor.department === state.department);
  if (holdsItself) return {};
  const office = officeMandateFor(waitingStep, state.applicant.id, command.data.officeStandIn);
  if (office) return { onBehalfOf: { id: office.holderId, name: office.holderName } };
  return waitingStep.offices.includes('hod') ? onBehalfOf(command, state.department) : {};
}

/**
 * Whom a HOD-level decision was taken for: the mandate's HOD, when the decider is not a HOD of the
 * department themselves (nor an admin) and the machine let them act as the stand-in.
 */
function onBehalfOf(command: StatusCommand, department: string): { onBehalfOf: PersonRef } | Record<string, never> {
  if (command.type !== 'ApproveAsHod' && command.type !== 'RejectLeave' && command.type !== 'DecideStep') return {};
  const { actor, standIn } = command.data;
  if (!standIn || actor.role === 'admin' || (actor.role === 'hod' && actor.department === department)) return {};
  return { onBehalfOf: { id: standIn.mandate.hodId, name: standIn.mandate.hodName } };
}

function applicantNow(command: StatusCommand) {
  switch (command.type) {
    case 'CloseLeave':
    case 'WithdrawLeave':
    case 'RequestCancellation':
    case 'AddAttachment':
      return undefined;
    default:
      return command.data.applicant;
  }
}

function balanceBeforeOf(command: StatusCommand): number | undefined {
  return command.type === 'WithdrawLeave' || command.type === 'RequestCancellation' || command.type === 'AddAttachment' ? undefined : command.data.balanceBefore;
}

/**
 * The days an accepted cancellation gives back: those from the day after `today` (or from the leave's
 * first day, if later) to its last, counted as the application was (a HOD's calendar days, anyone
 * else's weekdays). Days already in the past, and today, stay taken. Null when no day is left.
 */
export function untakenRange(application: DaySpan, today: CalendarDate): DaySpan | null {
  return clipSpan(application, addDays(today, 1), application.toDate);
}

export function untakenDays(application: LeaveApplication, today: CalendarDate): number {
  const range = untakenRange(application, today);
  return range === null ? 0 : countSpanDays(countingOf(application), range, application.holidays);
}

function waitingStepOf(application: LeaveApplication): Pick<LeaveMachineContext, 'waitingStep'> {
  const index = waitingStepIndex(application);
  if (index === null) return {};
  const step = application.route![index]!;
  return { waitingStep: { offices: step.office.split('|'), approverIds: step.approvers.map((person) => person.id), last: isLastStep(application.route!, index) } };
}

function machineContext(application: LeaveApplication, command: StatusCommand): LeaveMachineContext {
  const now = applicantNow(command);
  return {
    applicantId: application.applicant.id,
    applicantRole: now?.role ?? application.applicant.role,
    department: application.department,
    applicantDeleted: now?.deleted ?? false,
    toDate: application.toDate,
    ...(application.kind === 'compOff' ? { claim: true } : {}),
    ...waitingStepOf(application),
  };
}

/** What the decision records about the applicant, when the command says it. */
function decisionFacts(command: StatusCommand): DecisionFacts {
  const role = applicantNow(command)?.role;
  const balanceBefore = balanceBeforeOf(command);
  return { ...(role === undefined ? {} : { applicantRole: role }), ...(balanceBefore === undefined ? {} : { balanceBefore }) };
}

/**
 * Issue 45 (decision 0350): the HOD's approval (the default route's HOD_APPROVE, the admin's of a HOD's own
 * application, a route's `hod` step) waits for the classes to be covered, unless it gives `uncoveredReason`,
 * which its event records.
 */
function coverageChecked(command: StatusCommand, state: LeaveApplication, event: LeaveMachineEvent): Pick<DecisionFacts, 'uncoveredReason'> {
  const hodLevel =
    event.type === 'HOD_APPROVE' ||
    (event.type === 'APPROVE' && state.status === 'pending') ||
    ((event.type === 'STEP_APPROVE' || event.type === 'STEP_APPROVE_LAST') && (state.route?.[waitingStepIndex(state) ?? -1]?.office.split('|').includes('hod') ?? false));
  if (!hodLevel) return {};
  const { coverage, uncoveredReason } = command.data as DecisionContext;
  checkCoverage(coverage, uncoveredReason);
  return coverage && coverage.covered < coverage.total && uncoveredReason ? { uncoveredReason: uncoveredReason.trim() } : {};
}

function changeStatus(command: StatusCommand, state: LeaveState): LeaveEvent[] {
  if (state.status === 'none') throw DomainError.notFound(LEAVE_REFUSALS.notFound);
  const event = machineEvent(command, state);
  const next = nextStatus(state.status, machineContext(state, command), event);
  if (next === null) throw decidesStep(command, state) ? stepRefusal(command, state, event) : refusal(command, state);
  const { now } = command.data;
  const facts = { ...decisionFacts(command), ...coverageChecked(command, state, event) };
  if (decidesStep(command, state)) return stepDecided(command, state, event, facts);
  switch (command.type) {
    case 'ApproveAsHod':
      return [{ type: 'LeaveHodApproved', data: { by: command.data.actor, at: now, ...onBehalfOf(command, state.department), ...facts } }];
    case 'ApproveFinal':
      return [{ type: 'LeaveApproved', data: { by: command.data.actor, at: now, includesHodLevel: state.status === 'pending', ...facts } }];
    case 'RejectLeave':
      return [{ type: 'LeaveRejected', data: { by: command.data.actor, reason: command.data.reason.trim(), at: now, ...onBehalfOf(command, state.department), ...facts } }];
    case 'CloseLeave':
      // An open cancellation request is declined by the system; an open application is rejected by it.
      if (state.status === 'cancellationRequested') {
        return [{ type: 'LeaveCancellationDeclined', data: { by: SYSTEM_ACTOR, reason: command.data.reason, at: now, ...facts } }];
      }
      return [{ type: 'LeaveRejected', data: { by: SYSTEM_ACTOR, reason: command.data.reason, at: now, ...facts } }];
    case 'WithdrawLeave':
      return [{ type: 'LeaveWithdrawn', data: { by: command.data.actor, at: now } }];
    case 'RequestCancellation':
      return [{ type: 'LeaveCancellationRequested', data: { by: command.data.actor, reason: command.data.reason.trim(), at: now } }];
    case 'AcceptCancellation': {
      const range = untakenRange(state, command.data.today);
      return [
        {
          type: 'LeaveCancelled',
          data: { by: command.data.actor, at: now, fromDate: range?.fromDate ?? addDays(state.toDate, 1), daysCredited: untakenDays(state, command.data.today), ...facts },
        },
      ];
    }
    case 'DeclineCancellation':
      return [{ type: 'LeaveCancellationDeclined', data: { by: command.data.actor, reason: command.data.reason.trim(), at: now, ...facts } }];
    case 'DecideStep': {
      // The default route, decided as its status change would be.
      const { actor } = command.data;
      if (event.type === 'HOD_APPROVE') return [{ type: 'LeaveHodApproved', data: { by: actor, at: now, ...onBehalfOf(command, state.department), ...facts } }];
      if (event.type === 'APPROVE') return [{ type: 'LeaveApproved', data: { by: actor, at: now, includesHodLevel: state.status === 'pending', ...facts } }];
      return [{ type: 'LeaveRejected', data: { by: actor, reason: (command.data.reason ?? '').trim(), at: now, ...onBehalfOf(command, state.department), ...facts } }];
    }
    case 'AddAttachment':
      if (state.attachments.length >= ATTACHMENT_LIMITS.maxFiles) throw DomainError.tooLarge(ATTACHMENT_MESSAGES.tooMany);
      return [attachmentAdded(command.data.attachment, command.data.actor, now)];
  }
}

/** The event of a routed application's waiting step decided: LeaveHodApproved for a step before the last, LeaveApproved for the last. */
function stepDecided(command: StatusCommand, state: LeaveApplication, event: LeaveMachineEvent, facts: DecisionFacts): LeaveEvent[] {
  const index = waitingStepIndex(state)!;
  const step = { step: index, office: state.route![index]!.office, stepName: state.route![index]!.name, place: stepPlace(state.route!, index) };
  const { actor, now } = command.data as { actor: Actor; now: string };
  const behalf = stepOnBehalfOf(command, state);
  if (event.type === 'STEP_REJECT') return [{ type: 'LeaveRejected', data: { by: actor, reason: event.reason.trim(), at: now, ...behalf, ...facts, ...step } }];
  if (event.type === 'STEP_APPROVE_LAST') return [{ type: 'LeaveApproved', data: { by: actor, at: now, includesHodLevel: state.status === 'pending', ...behalf, ...facts, ...step } }];
  return [{ type: 'LeaveHodApproved', data: { by: actor, at: now, ...behalf, ...facts, ...step } }];
}

/**
 * Why the machine refused a decision on a routed application's step: a closed application meets its
 * status (409); someone whose step another holder decided meets who decided it (409); someone who holds
 * no waiting step a 403 naming the step that waits; then the application's and the input's guards.
 */
function stepRefusal(command: StatusCommand, state: LeaveApplication, event: LeaveMachineEvent): DomainError {
  const index = waitingStepIndex(state);
  if (index === null) return statusConflict(state.status, command);
  const judged = judgeTransition(state.status, machineContext(state, command), event);
  const actor = (command.data as { actor: Actor }).actor;
  if (judged === 'holdsWaitingStep') {
    // A holder of the step, or (issue 43) the stand-in of one within the mandate, whose step another decided first.
    const officeStandIn = (command.data as StandInDecision).officeStandIn;
    const decided = stepDecidedWhere(
      state,
      (step) =>
        step.approvers.some((approver) => approver.id === actor.id) ||
        officeMandateFor({ offices: step.office.split('|'), approverIds: step.approvers.map((person) => person.id) }, state.applicant.id, officeStandIn) !== undefined,
    );
    if (decided && decided.by.id !== actor.id) return DomainError.conflict(ROUTE_REFUSALS.alreadyDecided(decided.by.name));
    const { step, steps } = stepPlace(state.route!, index);
    return DomainError.forbidden(ROUTE_REFUSALS.waitsFor(state.route![index]!.name, step, steps));
  }
  if (judged === 'notOwnApplication') return DomainError.forbidden(event.type === 'STEP_REJECT' ? LEAVE_REFUSALS.ownRejection : LEAVE_REFUSALS.ownApproval);
  if (judged === 'applicantPresent') return DomainError.conflict(LEAVE_REFUSALS.applicantDeleted);
  if (judged === 'hasReason') return DomainError.validation(MESSAGES.rejectionReasonRequired, command.type === 'DecideStep' ? 'reason' : 'rejectionReason');
  return DomainError.conflict(LEAVE_REFUSALS.notPossible);
}

/** The guards about who acts; the others are about the application (applicantPresent, applicantIsHod) and the input (hasReason). */
const ACTOR_GUARDS: ReadonlySet<LeaveGuard> = new Set(['isHod', 'isAdmin', 'inOwnDepartment', 'notOwnApplication', 'isApplicant', 'standsInForDepartment', 'holdsWaitingStep']);
const aboutActor = (guard: LeaveGuard) => ACTOR_GUARDS.has(guard);

/** What a failed guard of the machine means for the command, in the user's words. */
function refusedBy(guard: LeaveGuard, command: StatusCommand): DomainError {
  const cancellationDecision = command.type === 'AcceptCancellation' || command.type === 'DeclineCancellation';
  if (cancellationDecision && ['isHod', 'isAdmin', 'inOwnDepartment', 'applicantIsHod'].includes(guard)) {
    return DomainError.forbidden(LEAVE_REFUSALS.cancellationDecisionForbidden);
  }
  if (cancellationDecision && guard === 'notOwnApplication') return DomainError.forbidden(LEAVE_REFUSALS.ownCancellationDecision);
  switch (guard) {
    case 'isHod':
      return DomainError.forbidden(command.type === 'ApproveAsHod' ? LEAVE_REFUSALS.hodApproveForbidden : LEAVE_REFUSALS.rejectForbidden);
    case 'isAdmin':
      return DomainError.forbidden(command.type === 'ApproveFinal' ? LEAVE_REFUSALS.finalApproveForbidden : LEAVE_REFUSALS.rejectForbidden);
    case 'inOwnDepartment':
      return DomainError.forbidden(LEAVE_REFUSALS.otherDepartment);
    case 'standsInForDepartment':
      return DomainError.forbidden(command.type === 'ApproveAsHod' ? LEAVE_REFUSALS.hodApproveForbidden : LEAVE_REFUSALS.rejectForbidden);
    case 'notOwnApplication':
      return DomainError.forbidden(command.type === 'RejectLeave' ? LEAVE_REFUSALS.ownRejection : LEAVE_REFUSALS.ownApproval);
    case 'applicantPresent':
      return DomainError.conflict(LEAVE_REFUSALS.applicantDeleted);
    case 'applicantIsHod':
      return DomainError.conflict(LEAVE_REFUSALS.requiresHodApproval);
    case 'hasReason':
      if (command.type === 'RequestCancellation') return DomainError.validation(MESSAGES.cancellationReasonRequired, 'reason');
      if (command.type === 'DeclineCancellation') return DomainError.validation(MESSAGES.declineReasonRequired, 'reason');
      return DomainError.validation(MESSAGES.rejectionReasonRequired, 'rejectionReason');
    case 'isApplicant':
      if (command.type === 'AddAttachment') return DomainError.forbidden(ATTACHMENT_MESSAGES.attachForbidden);
      return DomainError.forbidden(command.type === 'WithdrawLeave' ? LEAVE_REFUSALS.withdrawForbidden : LEAVE_REFUSALS.cancellationRequestForbidden);
    case 'notEnded':
      return DomainError.conflict(LEAVE_REFUSALS.leaveEnded);
    case 'notAClaim':
      return DomainError.conflict(LEAVE_REFUSALS.compOffNotCancellable);
    case 'holdsWaitingStep':
    case 'moreStepsWait':
    case 'lastStep':
      return DomainError.conflict(LEAVE_REFUSALS.notPossible);
  }
}

/**
 * Why the machine refused, read from its guards: someone whom no status lets do this is refused by the
 * first actor guard that fails (403); someone who could do it in another status meets the status (409);
 * otherwise the guard that failed here speaks (the application's, or the input's).
 */
function refusal(command: StatusCommand, application: LeaveApplication): DomainError {
  const event = machineEvent(command, application);
  const context = machineContext(application, command);
  const accepting = statusesAccepting(event.type);
  const here = judgeTransition(application.status, context, event);
  if (!accepting.some((status) => judgeTransition(status, context, event, aboutActor) === 'allowed')) {
    const judgedAt = here === 'no-transition' ? accepting[0]! : application.status;
    const failed = judgeTransition(judgedAt, context, event, aboutActor);
    if (failed !== 'allowed' && failed !== 'no-transition') return refusedBy(failed, command);
  }
  if (here === 'no-transition' || here === 'allowed' || aboutActor(here)) return statusConflict(application.status, command);
  return refusedBy(here, command);
}

function statusConflict(status: LeaveStatus, command: StatusCommand): DomainError {
  if (command.type === 'AddAttachment') return DomainError.conflict(ATTACHMENT_MESSAGES.notOpen);
  if (status === 'approved' && command.type === 'WithdrawLeave') return DomainError.conflict(LEAVE_REFUSALS.approvedNotWithdrawable);
  if ((status === 'pending' || status === 'hodApproved') && command.type === 'RequestCancellation') return DomainError.conflict(LEAVE_REFUSALS.notApprovedNotCancellable);
  if (status === 'approved' && (command.type === 'AcceptCancellation' || command.type === 'DeclineCancellation')) return DomainError.conflict(LEAVE_REFUSALS.noCancellationRequest);
  switch (status) {
    case 'hodApproved':
      return DomainError.conflict(LEAVE_REFUSALS.alreadyHodApproved);
    case 'approved':
      return DomainError.conflict(LEAVE_REFUSALS.alreadyApproved);
    case 'rejected':
      return DomainError.conflict(LEAVE_REFUSALS.alreadyRejected);
    case 'withdrawn':
      return DomainError.conflict(LEAVE_REFUSALS.alreadyWithdrawn);
    case 'cancelled':
      return DomainError.conflict(LEAVE_REFUSALS.alreadyCancelled);
    case 'cancellationRequested':
      return DomainError.conflict(LEAVE_REFUSALS.cancellationAlreadyRequested);
    case 'pending':
      return DomainError.conflict(LEAVE_REFUSALS.notPossible);
  }
}
