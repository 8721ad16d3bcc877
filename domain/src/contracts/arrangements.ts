// Issue 45's arrangements on the wire, as the web reads them (docs/contract.md 'Arrangements'): types only,
// no schema, so that a list screen importing them loads no zod. The server's bodies and their rules live
// with its routes.
import type { CalendarDate } from '../dates';

export type ArrangementStatus = 'requested' | 'accepted' | 'declined' | 'assigned' | 'open' | 'released';

/** One period of a leave and who takes it: `substituteId: null` is 'HOD to arrange'. */
export interface ArrangementChoice {
  date: CalendarDate | string;
  period: number;
  substituteId: string | null;
}

export interface ArrangementDto {
  _id: string;
  leaveId: string;
  date: string;
  period: number;
  start: string;
  end: string;
  className: string;
  subject: string;
  absent: { _id: string; name: string };
  substitute: { _id: string; name: string } | null;
  status: ArrangementStatus;
}

/** How many of a leave's periods are accepted or assigned, of how many (the HOD's queue: '3 of 4 periods covered'). */
export interface ArrangementCoverage {
  covered: number;
  total: number;
}

/** `arrangement:changed`: to the absent teacher, the substitute and the HOD. */
export interface ArrangementChangedPayload {
  arrangement?: ArrangementDto;
  position?: number;
}
