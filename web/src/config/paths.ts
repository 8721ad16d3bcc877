// Every route of docs/product.md §2 in one place, so links and redirects never spell a path twice.
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  admin: {
    root: '/admin',
    dashboard: '/admin/dashboard',
    applications: '/admin/applications',
    employees: '/admin/employees',
    excelUpload: '/admin/excel-upload',
    profile: '/admin/profile',
  },
  hod: {
    root: '/hod',
    dashboard: '/hod/dashboard',
    applications: '/hod/applications',
    applyLeave: '/hod/apply-leave',
    history: '/hod/history',
    employees: '/hod/employees',
    profile: '/hod/profile',
  },
  employee: {
    root: '/employee',
    dashboard: '/employee/dashboard',
    applyLeave: '/employee/apply-leave',
    history: '/employee/history',
    profile: '/employee/profile',
  },
} as const;
