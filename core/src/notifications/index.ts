export { dispatchNotificationMails, SEEDED_HISTORY_REQUEST_ID } from './mail-dispatch';
export { MAIL_SWEEP_WINDOW_HOURS, sweepNotificationMails } from './mail-sweep';
export { deleteGoneSubscription, refusePlainEndpoint, removePushSubscription, savePushSubscription } from './push-subscriptions';
