export { leaveApplicationsProjection } from './projection';
export { ApplicationRows, rowToApplication } from './rows';
export * from './list';
export * from './stats';
export { calendarEntries } from './calendar';
export * from './facts';
export { decisionContextOf, departmentAwayFor, type DecisionContext } from './away';
