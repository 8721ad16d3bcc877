// A stand-in for an office's holder (issue 43, docs/decisions/0360): the naming as the machine takes it,
// and the one rule of whom it lets decide which waiting step (the machine's holdsWaitingStep and the
// decider's 'on behalf of' both ask officeMandateFor).

import { compareDates, type CalendarDate } from '../dates';

/**
 * A stand-in named by a holder of an office of the approval routes (issue 43, decision 0360): from `from`
 * to `to` (both included) the person it names decides the office's waiting steps that wait for the holder.
 */
export interface OfficeMandate {
  holderId: string;
  holderName: string;
  office: string;
  from: CalendarDate;
  to: CalendarDate;
}

/**
 * Of the namings a person holds for offices' holders, the one under which they may decide a waiting step:
 * for one of the step's offices, its holder among the approvers recorded for the step, not the applicant
 * (whose own application they never decide), and covering today. The one rule of an office's stand-in: the
 * machine's guard and the event's 'on behalf of' both ask it.
 */
export function officeMandateFor(
  step: { offices: readonly string[]; approverIds: readonly string[] },
  applicantId: string,
  officeStandIn: { mandates: readonly OfficeMandate[]; today: CalendarDate } | undefined,
): OfficeMandate | undefined {
  if (!officeStandIn) return undefined;
  const { today } = officeStandIn;
  return officeStandIn.mandates.find(
    (mandate) =>
      step.offices.includes(mandate.office) &&
      step.approverIds.includes(mandate.holderId) &&
      mandate.holderId !== applicantId &&
      compareDates(mandate.from, today) <= 0 &&
      compareDates(today, mandate.to) <= 0,
  );
}
