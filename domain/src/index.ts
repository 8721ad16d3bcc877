// The public surface of @leave/domain, shared by the api, the worker and the web.

export * from './dates';
export * from './event-types';
export * from './errors';
export * from './people/departments';
export * from './people/roles';
export * from './leave/leave.policy';
export * from './contracts/fields';
export * from './contracts/forms';
export * from './contracts/api';
export * from './contracts/messages';
export type * from './contracts/dto';
export type * from './contracts/socket';
export { SOCKET_ROOMS } from './contracts/socket';
export * from './people/permissions';
export * from './people/user.events';
export * from './leave/leave.events';
export * from './leave/leave.machine';
export * from './leave/leave.decider';
export * from './leave/leave.dto';
export * from './balance/balance.events';
export * from './balance/balance.periods';
export * from './balance/balance.ledger';
export * from './balance/balance.accruals';
export * from './balance/balance.history';
