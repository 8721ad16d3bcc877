// Reading the timetable read model: a teacher's week, a department's, a period's teacher. The table's owner
// is the projection that writes it (projections/timetable.ts); this is where api and worker import from.

export { departmentTimetable, periodOwner, timetableOf } from './projections/timetable';
