// The reasons the domain writes into balance events with figures in them ('Year reset, 2026', 'Leave policy
// version 3: CL 8 -> 10 days per half-year'), as templates (domain/src/i18n/templates.ts): the ledger keeps
// the English, and the web reads a stored reason back into its template to show it in the reader's
// language (docs/i18n.md). A reason an admin typed matches none and stays as written.

/** A half-year's words ('January - June 2026'): the label of a CL or SCL period. */
export const PERIOD_TEMPLATES = {
  firstHalf: 'January - June {year}',
  secondHalf: 'July - December {year}',
} as const;

export const LEDGER_TEMPLATES = {
  /** A new person's first quotas. */
  openingBalance: 'Opening balance',
  yearReset: 'Year reset, {year}',
  halfYearReset: 'Half-year reset, {period}',
  policyChangeHalfYear: 'Leave policy version {version, number}: {type} {from, number} -> {to, number} days per half-year',
  policyChangeYear: 'Leave policy version {version, number}: {type} {from, number} -> {to, number} days a year',
  policyVersionHalfYear: 'Leave policy version {version, number} from {date}: {type} {from, number} -> {to, number} days per half-year',
  policyVersionYear: 'Leave policy version {version, number} from {date}: {type} {from, number} -> {to, number} days a year',
  policyAddedHalfYear: 'Leave policy version {version, number} from {date}: {type} added with {to, number} days per half-year',
  policyAddedYear: 'Leave policy version {version, number} from {date}: {type} added with {to, number} days a year',
  carriedForward: 'End of {period}: {lapsed, number} days above the carry-forward cap of {cap, number} lapse; {carried, number} days carried forward',
  carriedForwardUntil: 'End of {period}: {lapsed, number} days above the carry-forward cap of {cap, number} lapse; {carried, number} days carried forward, to be taken by {date}',
  carriedLapse: '{unused, number} of the {days, number} days carried forward from {period} not taken by {date} lapse',
  joiningDateSameHpl: 'Date of joining changed from {from} to {to}: no HPL milestone gained or lost',
  joiningDateHpl: 'Date of joining changed from {from} to {to}: HPL milestones {held, number} -> {due, number} ({sign}{days, number} days)',
  /** A date of joining not given, in the reason above. */
  none: 'none',
  serviceYears: '{years, number} years of service completed on {date}',
  compOffDay: 'Compensatory leave for the day worked on {date}',
  compOffHalfDay: 'Compensatory leave for half a day worked on {date}',
  compOffDayUntil: 'Compensatory leave for the day worked on {date}, to be taken by {until}',
  compOffHalfDayUntil: 'Compensatory leave for half a day worked on {date}, to be taken by {until}',
  approved: '{type} leave approved, {span}',
  approvedPart: '{type} leave approved, {span}: {days, number} days of {period}',
  approvedClosed: '{type} leave approved, {span}: {days, number} days of {period}, which had already closed, so the current balance is unchanged',
  approvedAhead: "{type} leave approved, {span}: {days, number} days of {period}, taken from that period's quota when it opens",
  cancelled: '{type} leave cancelled ({span}): days from {date} on credited back',
  cancelledPart: '{type} leave cancelled ({span}): days from {date} on credited back, {days, number} days of {period}',
  cancelledClosed: '{type} leave cancelled ({span}): days from {date} on credited back, {days, number} days of {period}, which had already closed, so the current balance is unchanged',
  cancelledAhead: "{type} leave cancelled ({span}): days from {date} on credited back, {days, number} days of {period}, returned to that period's quota",
  compOffLapse: '{unused, number} of the {days, number} days of compensatory leave not taken by {date} lapse',
} as const;
