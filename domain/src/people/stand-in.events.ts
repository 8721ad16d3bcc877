// A naming's facts, on the stream `stand-in-<namingId>`: the stand_ins row is what commands read, and these
// events are what the inbox projection folds, so that a replay knows who stood in for whom, when (the
// stand-in's 'waiting for you' entries, docs/rules.md 'Stand-ins').

import type { CalendarDate } from '../dates';
import { eventTypes } from '../event-types';

export interface StandInNamed {
  type: 'StandInNamed';
  data: {
    hodId: string;
    hodName: string;
    standInId: string;
    /** The HOD's department; null for an office's naming (issue 43), whose holder is `hodId`. */
    department: string | null;
    /** An office's naming (issue 43): the office's code; absent for a HOD's. */
    office?: string;
    /** Its name in the policy then ('Principal'), for the audit's sentence. */
    officeName?: string;
    from: CalendarDate;
    to: CalendarDate;
    /** APP_TIMEZONE at the naming: the zone whose calendar days `from` and `to` are. */
    timeZone: string;
  };
}

export interface StandInRemoved {
  type: 'StandInRemoved';
  /**
   * `ended`: the naming ended by itself because its HOD stopped being that department's HOD (role or
   * department changed, deactivated, deleted), or (an office's naming, issue 43) its holder stopped holding
   * the office, in the same transaction; absent when someone removed it.
   */
  data: { ended?: typeof STAND_IN_ENDED_HOD_LEFT | typeof STAND_IN_ENDED_HOLDER_LEFT };
}

/** Why a naming ended without anyone removing it: its HOD is no longer the department's HOD. */
export const STAND_IN_ENDED_HOD_LEFT = 'The HOD is no longer HOD of this department';

/** Why an office's naming ended without anyone removing it (issue 43): an admin named others for the office. */
export const STAND_IN_ENDED_HOLDER_LEFT = 'The holder no longer holds this office';

export type StandInEvent = StandInNamed | StandInRemoved;
export const standInEventTypes = eventTypes<StandInEvent>({ StandInNamed: true, StandInRemoved: true });

export type StandInStreamState = 'none' | 'named' | 'removed';
export const initialStandInState: StandInStreamState = 'none';
export const evolveStandIn = (_state: StandInStreamState, event: StandInEvent): StandInStreamState => (event.type === 'StandInNamed' ? 'named' : 'removed');
