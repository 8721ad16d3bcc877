// The public surface of @leave/domain, shared by the api, the worker and the web.

export * from './dates';
export * from './errors';
export * from './people/departments';
export * from './people/roles';
export * from './leave/leave.policy';
