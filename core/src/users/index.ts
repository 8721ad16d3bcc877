export * from './create-user';
export * from './passwords';
export * from './user-dto';
export * from './sessions';
export * from './password-links';
export * from './accounts';
export { toAccount, type AccountChanges } from './account-row';
