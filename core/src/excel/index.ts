export * from './columns';
export * from './workbook-container';
export * from './read-employee-sheet';
export * from './template';
export * from './holiday-sheet';
export * from './import-jobs';
export * from './timetable-sheet';
