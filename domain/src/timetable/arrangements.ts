// Class arrangements (issue 45, docs/rules.md 'Class arrangements', decision 0350): who takes each class of
// a leave. One stream per application, `arrangements-<leaveId>`, holds its arrangements (one per period the
// leave takes): asked of a colleague ('requested') or left to the HOD ('open'), then accepted or declined by
// the colleague, asked of someone else, assigned by the HOD, released when the leave is withdrawn, rejected
// or cancelled. Each arrangement's status moves only as the XState machine below allows; who may move it
// and whether the substitute is free are judged here too, on facts the caller reads. Over 300 lines: the
// events, the machine, the fold and the decider of one stream, read together as the leave's are.

import { or, setup } from 'xstate';
import type { CalendarDate, DaySpan } from '../dates';
import { DomainError } from '../errors';
import { eventTypes } from '../event-types';
import { fillTemplate } from '../i18n/templates';
import type { Actor } from '../leave/leave.events';
import type { HalfDayHours } from '../policy/policy.schema';
import { awayWindowOn, matchArrangements, periodsToCover, type AdjustedPeriod, type ColleagueLeave, type Covering, type PeriodKey, type SubstituteSuggestion, type TeacherPeriod } from './class-adjustment';
import { minutesOf } from './timetable';

/** The field a refused approval names when classes are not covered (the decision may carry it). */
export const UNCOVERED_REASON_FIELD = 'uncoveredReason';

export const ARRANGEMENT_STATUSES = ['requested', 'accepted', 'declined', 'assigned', 'open', 'released'] as const;
export type ArrangementStatus = (typeof ARRANGEMENT_STATUSES)[number];

/** Statuses in which the substitute holds the time: nobody else may be asked to cover them then. */
export const HOLDING_STATUSES: readonly ArrangementStatus[] = ['requested', 'accepted', 'assigned'];
/** Statuses in which the class is covered (the HOD's approval waits for these). */
export const COVERED_STATUSES: readonly ArrangementStatus[] = ['accepted', 'assigned'];

export const isHolding = (status: ArrangementStatus) => HOLDING_STATUSES.includes(status);
export const isCovered = (status: ArrangementStatus) => COVERED_STATUSES.includes(status);

/** The sentences with names and figures, as templates (domain/src/i18n/templates.ts): the web words them in the reader's language. */
export const ARRANGEMENT_TEMPLATES = {
  missing: 'Please choose who takes every class: missing {periods}',
  extra: 'No such period in this leave: {periods}',
  periodOf: '{date} period {period}',
  teaching: '{name} teaches {className} then ({start}–{end})',
  away: '{name} is on leave then',
  covering: '{name} already takes another class then',
  cannot: 'This arrangement is {status}: that cannot be done now',
  uncovered: 'Classes not covered: {uncovered} of {total} periods',
} as const;

const periodsText = (periods: readonly PeriodKey[]) => periods.map((p) => fillTemplate(ARRANGEMENT_TEMPLATES.periodOf, { date: p.date, period: p.period })).join(', ');

export const ARRANGEMENT_MESSAGES = {
  notFound: 'Arrangement not found',
  notAsked: 'Only the colleague asked to take this class can answer',
  notAllowed: 'Only the applicant, the HOD of the department or the admin can change who takes this class',
  released: 'This arrangement was released: the leave is no longer open',
  notColleague: 'Only an active colleague of the department can take the class',
  self: 'You cannot take your own class',
  /** The reason recorded when a colleague's own leave hands back a class they were to take. */
  onLeave: 'On leave then',
} as const;

/** The refusals with names and figures, in English (the api's words). */
export const arrangementRefusal = {
  missing: (periods: readonly PeriodKey[]) => fillTemplate(ARRANGEMENT_TEMPLATES.missing, { periods: periodsText(periods) }),
  extra: (periods: readonly PeriodKey[]) => fillTemplate(ARRANGEMENT_TEMPLATES.extra, { periods: periodsText(periods) }),
  teaching: (name: string, className: string, start: string, end: string) => fillTemplate(ARRANGEMENT_TEMPLATES.teaching, { name, className, start, end }),
  away: (name: string) => fillTemplate(ARRANGEMENT_TEMPLATES.away, { name }),
  covering: (name: string) => fillTemplate(ARRANGEMENT_TEMPLATES.covering, { name }),
  cannot: (status: ArrangementStatus) => fillTemplate(ARRANGEMENT_TEMPLATES.cannot, { status }),
  uncovered: (uncovered: number, total: number) => fillTemplate(ARRANGEMENT_TEMPLATES.uncovered, { uncovered, total }),
};

export interface PersonName {
  _id: string;
  name: string;
}

/** One arrangement as its stream folds it and the wire carries it. */
export interface Arrangement {
  _id: string;
  leaveId: string;
  date: CalendarDate;
  period: number;
  start: string;
  end: string;
  className: string;
  subject: string;
  department: string;
  absent: PersonName;
  substitute: PersonName | null;
  status: ArrangementStatus;
}

export type ArrangementDto = Omit<Arrangement, 'department'> & { department: string; declineReason?: string };

// --- Events ------------------------------------------------------------------------------------------

export interface ArrangementRequested {
  type: 'ArrangementRequested';
  /** status: 'requested' (a colleague asked) or 'open' (left to the HOD). */
  data: Arrangement & { by: Actor; at: string };
}
/** The class an event after the first is about, for the trail's sentence ('… will take II CSE-A, period 3, on 9 Dec'). */
export interface ArrangementSlot {
  /** The teacher whose class it is. */
  absent: PersonName;
  className: string;
  period: number;
  date: CalendarDate;
}
export interface ArrangementAccepted {
  type: 'ArrangementAccepted';
  data: { id: string; by: Actor; at: string } & ArrangementSlot;
}
export interface ArrangementDeclined {
  type: 'ArrangementDeclined';
  data: { id: string; reason: string; by: Actor; at: string } & ArrangementSlot;
}
/** Someone else asked ('requested'), left to the HOD ('open'), or the HOD's choice ('assigned'). */
export interface ArrangementReassigned {
  type: 'ArrangementReassigned';
  data: { id: string; substitute: PersonName | null; status: 'requested' | 'open' | 'assigned'; by: Actor; at: string } & ArrangementSlot;
}
/** The leave was withdrawn, rejected or cancelled: nobody need take the class. */
export interface ArrangementReleased {
  type: 'ArrangementReleased';
  data: { id: string; at: string; substitute: PersonName | null } & ArrangementSlot;
}
export type ArrangementEvent = ArrangementRequested | ArrangementAccepted | ArrangementDeclined | ArrangementReassigned | ArrangementReleased;
export const arrangementEventTypes = eventTypes<ArrangementEvent>({ ArrangementRequested: true, ArrangementAccepted: true, ArrangementDeclined: true, ArrangementReassigned: true, ArrangementReleased: true });

// --- The status machine ------------------------------------------------------------------------------

export interface ArrangementMachineContext {
  arrangement: Pick<Arrangement, 'absent' | 'substitute' | 'department'>;
}
export type ArrangementMachineEvent =
  | { type: 'ACCEPT'; actor: Actor }
  | { type: 'DECLINE'; actor: Actor }
  | { type: 'ASK'; actor: Actor }
  | { type: 'LEAVE_OPEN'; actor: Actor }
  | { type: 'ASSIGN'; actor: Actor }
  | { type: 'RELEASE' };

const actorOf = (event: ArrangementMachineEvent): Actor | null => ('actor' in event ? event.actor : null);

export const arrangementMachine = setup({
  types: { context: {} as ArrangementMachineContext, events: {} as ArrangementMachineEvent, input: {} as ArrangementMachineContext },
  guards: {
    isSubstitute: ({ context, event }) => actorOf(event)?.id !== undefined && actorOf(event)?.id === context.arrangement.substitute?._id,
    isAbsent: ({ context, event }) => actorOf(event)?.id === context.arrangement.absent._id,
    /** The admin, for a HOD's own leave above all (its department's HOD is the one away). */
    isAdmin: ({ event }) => actorOf(event)?.role === 'admin',
    isDepartmentHod: ({ context, event }) => {
      const actor = actorOf(event);
      return actor !== null && actor.role === 'hod' && actor.department === context.arrangement.department && actor.id !== context.arrangement.absent._id;
    },
  },
}).createMachine({
  id: 'arrangement',
  context: ({ input }) => input,
  initial: 'requested',
  states: {
    requested: {
      on: {
        ACCEPT: { guard: 'isSubstitute', target: 'accepted' },
        DECLINE: { guard: 'isSubstitute', target: 'declined' },
        ASK: { guard: 'isAbsent', target: 'requested' },
        LEAVE_OPEN: { guard: or(['isAbsent', 'isDepartmentHod', 'isAdmin']), target: 'open' },
        ASSIGN: { guard: or(['isDepartmentHod', 'isAdmin']), target: 'assigned' },
        RELEASE: { target: 'released' },
      },
    },
    accepted: {
      on: {
        DECLINE: { guard: 'isSubstitute', target: 'declined' },
        ASK: { guard: 'isAbsent', target: 'requested' },
        LEAVE_OPEN: { guard: or(['isAbsent', 'isDepartmentHod', 'isAdmin']), target: 'open' },
        ASSIGN: { guard: or(['isDepartmentHod', 'isAdmin']), target: 'assigned' },
        RELEASE: { target: 'released' },
      },
    },
    declined: {
      on: {
        ASK: { guard: 'isAbsent', target: 'requested' },
        LEAVE_OPEN: { guard: or(['isAbsent', 'isDepartmentHod', 'isAdmin']), target: 'open' },
        ASSIGN: { guard: or(['isDepartmentHod', 'isAdmin']), target: 'assigned' },
        RELEASE: { target: 'released' },
      },
    },
    open: {
      on: {
        ASK: { guard: 'isAbsent', target: 'requested' },
        LEAVE_OPEN: { guard: or(['isAbsent', 'isDepartmentHod', 'isAdmin']), target: 'open' },
        ASSIGN: { guard: or(['isDepartmentHod', 'isAdmin']), target: 'assigned' },
        RELEASE: { target: 'released' },
      },
    },
    assigned: {
      on: {
        DECLINE: { guard: 'isSubstitute', target: 'declined' },
        ASSIGN: { guard: or(['isDepartmentHod', 'isAdmin']), target: 'assigned' },
        LEAVE_OPEN: { guard: or(['isAbsent', 'isDepartmentHod', 'isAdmin']), target: 'open' },
        RELEASE: { target: 'released' },
      },
    },
    released: { type: 'final' },
  },
});

/** The status the event leads an arrangement in `status` to, or null when the machine refuses it (pure, as leave.machine's nextStatus). */
export function nextArrangementStatus(status: ArrangementStatus, context: ArrangementMachineContext, event: ArrangementMachineEvent): ArrangementStatus | null {
  const snapshot = arrangementMachine.resolveState({ value: status, context, status: status === 'released' ? 'done' : 'active' });
  const [enabled] = arrangementMachine.getTransitionData(snapshot, event);
  const target = enabled?.target?.[0];
  return target ? (target.key as ArrangementStatus) : null;
}

// --- The stream's state ------------------------------------------------------------------------------

export interface ArrangementsState {
  arrangements: ReadonlyMap<string, Arrangement & { declineReason?: string }>;
  version: number;
}
export const initialArrangements: ArrangementsState = { arrangements: new Map(), version: 0 };

export function evolveArrangements(state: ArrangementsState, event: ArrangementEvent): ArrangementsState {
  const arrangements = new Map(state.arrangements);
  if (event.type === 'ArrangementRequested') {
    const { by: _by, at: _at, ...arrangement } = event.data;
    arrangements.set(arrangement._id, arrangement);
  } else {
    const current = arrangements.get(event.data.id);
    if (current) arrangements.set(current._id, applyArrangementEvent(current, event));
  }
  return { arrangements, version: state.version + 1 };
}

/** One arrangement after one of its events (the read model folds the same). */
export function applyArrangementEvent<A extends Arrangement & { declineReason?: string }>(current: A, event: Exclude<ArrangementEvent, ArrangementRequested>): A {
  const { declineReason: _reason, ...rest } = current;
  switch (event.type) {
    case 'ArrangementAccepted':
      return { ...rest, status: 'accepted' } as A;
    case 'ArrangementDeclined':
      return { ...rest, status: 'declined', ...(event.data.reason ? { declineReason: event.data.reason } : {}) } as A;
    case 'ArrangementReassigned':
      return { ...rest, status: event.data.status, substitute: event.data.substitute } as A;
    case 'ArrangementReleased':
      return { ...rest, status: 'released' } as A;
  }
}

// --- Whether a colleague is free -----------------------------------------------------------------------

/** What deciding on a substitute reads (the apply facts' names; see class-adjustment.ts). */
export interface SubstituteFacts {
  departmentPeriods: readonly TeacherPeriod[];
  colleagues: readonly { id: string; name: string }[];
  colleagueLeaves: readonly ColleagueLeave[];
  coverings: readonly (Covering & { arrangementId?: string })[];
  halfDayHours: HalfDayHours;
}

const isoWeekday = (date: CalendarDate) => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
};
const meets = (a: { start: string; end: string }, b: { start: string; end: string }) => minutesOf(a.start) < minutesOf(b.end) && minutesOf(b.start) < minutesOf(a.end);

/**
 * Why `substituteId` cannot take a class on `date` from `start` to `end` (null: they can): not a colleague
 * of the department, the absent teacher themself, teaching then, on leave then, already covering then
 * (`exceptArrangementId`: the arrangement being changed does not count against itself).
 */
export function substituteProblem(
  substituteId: string,
  absentId: string,
  slot: { date: CalendarDate; start: string; end: string },
  facts: SubstituteFacts,
  exceptArrangementId?: string,
): DomainError | null {
  if (substituteId === absentId) return DomainError.validation(ARRANGEMENT_MESSAGES.self, 'substituteId');
  const colleague = facts.colleagues.find((person) => person.id === substituteId);
  if (!colleague) return DomainError.validation(ARRANGEMENT_MESSAGES.notColleague, 'substituteId');
  const weekday = isoWeekday(slot.date);
  const teaching = facts.departmentPeriods.find(
    (period) => period.userId === substituteId && period.weekday === weekday && period.termFrom <= slot.date && slot.date <= period.termTo && meets(period, slot),
  );
  if (teaching) return DomainError.conflict(arrangementRefusal.teaching(colleague.name, teaching.className, teaching.start, teaching.end));
  const away = facts.colleagueLeaves.some((leave) => {
    if (leave.applicantId !== substituteId) return false;
    const window = awayWindowOn(leave as DaySpan, slot.date, facts.halfDayHours);
    return window !== null && window.from < minutesOf(slot.end) && minutesOf(slot.start) < window.to;
  });
  if (away) return DomainError.conflict(arrangementRefusal.away(colleague.name));
  const covering = facts.coverings.some((cover) => cover.substituteId === substituteId && cover.date === slot.date && (exceptArrangementId === undefined || cover.arrangementId !== exceptArrangementId) && meets(cover, slot));
  if (covering) return DomainError.conflict(arrangementRefusal.covering(colleague.name));
  return null;
}

// --- Deciding ----------------------------------------------------------------------------------------

export interface ArrangementChoice extends PeriodKey {
  substituteId: string | null;
}

/**
 * Applying with arrangements: one per period the leave takes (400 naming the missing or the extra ones),
 * each substitute free then (409 with the reason; two periods of the same leave at one time may not go to
 * one colleague either). The events record each arrangement, 'requested' or 'open'.
 */
export function requestArrangements(input: {
  leaveId: string;
  actor: Actor;
  department: string;
  periods: readonly AdjustedPeriod[];
  choices: readonly ArrangementChoice[];
  facts: SubstituteFacts;
  idOf: (period: PeriodKey) => string;
  now: string;
}): ArrangementEvent[] {
  const { missing, extra } = matchArrangements(input.periods, input.choices);
  if (missing.length > 0) throw DomainError.validation(arrangementRefusal.missing(missing), 'arrangements');
  if (extra.length > 0) throw DomainError.validation(arrangementRefusal.extra(extra), 'arrangements');
  const coverings = [...input.facts.coverings];
  const absent = { _id: input.actor.id, name: input.actor.name };
  return input.periods.map((period): ArrangementEvent => {
    const choice = input.choices.find((one) => one.date === period.date && one.period === period.period)!;
    let substitute: PersonName | null = null;
    if (choice.substituteId !== null) {
      const problem = substituteProblem(choice.substituteId, input.actor.id, period, { ...input.facts, coverings });
      if (problem) throw problem;
      coverings.push({ substituteId: choice.substituteId, date: period.date, start: period.start, end: period.end });
      substitute = { _id: choice.substituteId, name: input.facts.colleagues.find((person) => person.id === choice.substituteId)!.name };
    }
    const { date, start, end, className, subject } = period;
    return {
      type: 'ArrangementRequested',
      data: {
        _id: input.idOf(period),
        leaveId: input.leaveId,
        date,
        period: period.period,
        start,
        end,
        className,
        subject,
        department: input.department,
        absent,
        substitute,
        status: substitute ? 'requested' : 'open',
        by: input.actor,
        at: input.now,
      },
    };
  });
}

export type ArrangementCommand =
  | { type: 'AcceptArrangement'; data: { id: string; actor: Actor; now: string; facts: SubstituteFacts } }
  | { type: 'DeclineArrangement'; data: { id: string; actor: Actor; reason: string; now: string } }
  | { type: 'ChangeSubstitute'; data: { id: string; actor: Actor; substituteId: string | null; now: string; facts: SubstituteFacts } }
  /** `fromDate`: only those from that day on (a cancellation gives back the days from it). */
  | { type: 'ReleaseArrangements'; data: { now: string; fromDate?: CalendarDate } };

const slotOf = (arrangement: Arrangement): ArrangementSlot => ({ absent: arrangement.absent, className: arrangement.className, period: arrangement.period, date: arrangement.date });

/** A command on a leave's arrangements: 404 for an unknown one, 403 for someone the machine does not let act, 409 for a busy substitute or a released arrangement. */
export function decideArrangements(command: ArrangementCommand, state: ArrangementsState): ArrangementEvent[] {
  if (command.type === 'ReleaseArrangements') {
    const { fromDate } = command.data;
    return [...state.arrangements.values()].filter((one) => one.status !== 'released' && (fromDate === undefined || one.date >= fromDate)).map((one) => ({ type: 'ArrangementReleased', data: { id: one._id, at: command.data.now, substitute: isHolding(one.status) ? one.substitute : null, ...slotOf(one) } }));
  }
  const arrangement = state.arrangements.get(command.data.id);
  if (!arrangement) throw DomainError.notFound(ARRANGEMENT_MESSAGES.notFound);
  const context: ArrangementMachineContext = { arrangement };
  const { actor, now } = command.data;
  const refuse = (event: ArrangementMachineEvent, forbidden: string): never => {
    if (arrangement.status === 'released') throw DomainError.conflict(ARRANGEMENT_MESSAGES.released);
    const anyone = (['requested', 'accepted', 'declined', 'open', 'assigned'] as const).some((status) => nextArrangementStatus(status, context, event) !== null);
    throw anyone ? DomainError.conflict(arrangementRefusal.cannot(arrangement.status)) : DomainError.forbidden(forbidden);
  };
  switch (command.type) {
    case 'AcceptArrangement': {
      const event = { type: 'ACCEPT', actor } as const;
      if (nextArrangementStatus(arrangement.status, context, event) === null) return refuse(event, ARRANGEMENT_MESSAGES.notAsked);
      // Taken on a day they have since become away, or into a class they have since been given: refused.
      const problem = substituteProblem(actor.id, arrangement.absent._id, arrangement, command.data.facts, arrangement._id);
      if (problem) throw problem;
      return [{ type: 'ArrangementAccepted', data: { id: arrangement._id, by: actor, at: now, ...slotOf(arrangement) } }];
    }
    case 'DeclineArrangement': {
      const event = { type: 'DECLINE', actor } as const;
      if (nextArrangementStatus(arrangement.status, context, event) === null) return refuse(event, ARRANGEMENT_MESSAGES.notAsked);
      return [{ type: 'ArrangementDeclined', data: { id: arrangement._id, reason: command.data.reason.trim(), by: actor, at: now, ...slotOf(arrangement) } }];
    }
    case 'ChangeSubstitute': {
      const { substituteId } = command.data;
      const asHod = actor.id !== arrangement.absent._id;
      const event: ArrangementMachineEvent = substituteId === null ? { type: 'LEAVE_OPEN', actor } : asHod ? { type: 'ASSIGN', actor } : { type: 'ASK', actor };
      const target = nextArrangementStatus(arrangement.status, context, event);
      if (target === null) return refuse(event, ARRANGEMENT_MESSAGES.notAllowed);
      let substitute: PersonName | null = null;
      if (substituteId !== null) {
        const problem = substituteProblem(substituteId, arrangement.absent._id, arrangement, command.data.facts, arrangement._id);
        if (problem) throw problem;
        substitute = { _id: substituteId, name: command.data.facts.colleagues.find((person) => person.id === substituteId)!.name };
      }
      return [{ type: 'ArrangementReassigned', data: { id: arrangement._id, substitute, status: target as 'requested' | 'open' | 'assigned', by: actor, at: now, ...slotOf(arrangement) } }];
    }
  }
}

/** Who may read a department's arrangements (the day's sheet): its HOD, the admin, the auditor. */
export function canReadDepartmentArrangements(viewer: Pick<Actor, 'role' | 'department'>, department: string): boolean {
  return viewer.role === 'admin' || viewer.role === 'auditor' || (viewer.role === 'hod' && viewer.department === department);
}

/**
 * Whom the applicant (or the HOD) may ask now for an arrangement's class: the colleagues of the department free
 * then, as the preview suggests them (fewest substitutions this term first), but whoever declined it. Empty
 * when the absent teacher's week no longer has the period.
 */
export function candidatesFor(
  arrangement: Pick<Arrangement, 'date' | 'period' | 'absent' | 'substitute' | 'status'>,
  facts: SubstituteFacts & { substitutionCounts: readonly { substituteId: string; count: number }[] },
): SubstituteSuggestion[] {
  const periods = periodsToCover({ fromDate: arrangement.date, toDate: arrangement.date }, arrangement.absent._id, [], facts.halfDayHours, facts);
  const period = periods.find((candidate) => candidate.date === arrangement.date && candidate.period === arrangement.period);
  const declinedBy = arrangement.status === 'declined' ? arrangement.substitute?._id : undefined;
  return (period?.suggestions ?? []).filter((person) => person._id !== declinedBy);
}

/**
 * The classes a teacher was to take for colleagues (asked, accepted or assigned) that their own leave takes
 * them away from, half days by the policy's hours: applying for it hands each back (declined, 'On leave
 * then'), so that the absent teacher asks someone else, and the apply form says so first.
 */
export function classesHandedBack<A extends Pick<Arrangement, 'date' | 'start' | 'end' | 'status'>>(held: readonly A[], span: DaySpan, hours: HalfDayHours): A[] {
  return held.filter((arrangement) => {
    if (!isHolding(arrangement.status)) return false;
    const window = awayWindowOn(span, arrangement.date, hours);
    return window !== null && window.from < minutesOf(arrangement.end) && minutesOf(arrangement.start) < window.to;
  });
}

/** Who may read one leave's arrangements: its applicant (the absent teacher), and who may read its department's. */
export function canReadLeaveArrangements(viewer: Pick<Actor, 'id' | 'role' | 'department'>, arrangement: Pick<Arrangement, 'absent' | 'department'>): boolean {
  return arrangement.absent._id === viewer.id || canReadDepartmentArrangements(viewer, arrangement.department);
}

/** A leave's classes covered (accepted or assigned) of those it has, released ones left out. */
export interface Coverage {
  covered: number;
  total: number;
}

/**
 * The HOD's approval waits for cover: 409 'Classes not covered: 2 of 4 periods' unless a reason is given; the
 * refusal names the field `uncoveredReason`, so that a screen knows to ask for it.
 */
export function checkCoverage(coverage: Coverage | undefined, uncoveredReason: string | undefined): void {
  if (!coverage || coverage.covered >= coverage.total) return;
  if (uncoveredReason !== undefined && uncoveredReason.trim() !== '') return;
  throw new DomainError('CONFLICT', arrangementRefusal.uncovered(coverage.total - coverage.covered, coverage.total), UNCOVERED_REASON_FIELD);
}
