// Reading the holidays read model: the dates every day count leaves out, and the list of a year. The table's
// owner is the projection that writes it (projections/holidays.ts); this is where api and worker import from.

export { holidayDates, holidaysBetween } from './projections/holidays';
