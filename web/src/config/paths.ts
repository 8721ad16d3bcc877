// Every route of docs/product.md §2 in one place, so links and redirects never spell a path twice.
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  // Issue 26: the page of an e-mailed set-password link (its secret after '#'), and 'Forgot password?'.
  setPassword: '/set-password',
  /** A 'waiting for your decision' mail's link (issue 44): /decide/<token>. */
  decide: '/decide',
  /** A 'waiting for your decision' notification's link (issue 43): the signed-in person's own portal's approvals. */
  approvals: '/approvals',
  /** A 'class to take' notification's link (issue 45): the signed-in person's own portal's classes to cover. */
  classesToCover: '/classes-to-cover',
  /** A 'colleague cannot take my class' notification's link (issue 45): the signed-in person's own applications. */
  myApplications: '/my-applications',
  forgotPassword: '/forgot-password',
  admin: {
    root: '/admin',
    dashboard: '/admin/dashboard',
    applications: '/admin/applications',
    employees: '/admin/employees',
    excelUpload: '/admin/excel-upload',
    profile: '/admin/profile',
    holidays: '/admin/holidays',
    calendar: '/admin/calendar',
    audit: '/admin/audit',
    notifications: '/admin/notifications',
    outgoingMail: '/admin/outgoing-mail',
    standIns: '/admin/stand-ins',
    policy: '/admin/policy',
    payroll: '/admin/payroll',
    offices: '/admin/offices',
    // Issue 45: the departments' timetables, and a department's arrangements of a day.
    timetable: '/admin/timetable',
    classesOfTheDay: '/admin/classes-of-the-day',
    approvals: '/admin/approvals',
  },
  hod: {
    root: '/hod',
    dashboard: '/hod/dashboard',
    applications: '/hod/applications',
    applyLeave: '/hod/apply-leave',
    history: '/hod/history',
    employees: '/hod/employees',
    profile: '/hod/profile',
    calendar: '/hod/calendar',
    notifications: '/hod/notifications',
    standInQueue: '/hod/stand-in-queue',
    approvals: '/hod/approvals',
    // Issue 45: the classes colleagues asked me to cover, and the department's timetable.
    classesToCover: '/hod/classes-to-cover',
    timetable: '/hod/timetable',
    // Issue 45: the department's arrangements of a day.
    classesOfTheDay: '/hod/classes-of-the-day',
  },
  employee: {
    root: '/employee',
    dashboard: '/employee/dashboard',
    applyLeave: '/employee/apply-leave',
    history: '/employee/history',
    profile: '/employee/profile',
    calendar: '/employee/calendar',
    notifications: '/employee/notifications',
    standInQueue: '/employee/stand-in-queue',
    approvals: '/employee/approvals',
    // Issue 45: the classes colleagues asked me to cover.
    classesToCover: '/employee/classes-to-cover',
  },
  // The auditor's portal (issue 12); the admin reaches the same screen at admin.audit.
  audit: {
    root: '/audit',
    events: '/audit/events',
    password: '/audit/password',
    policy: '/audit/policy',
  },
} as const;
