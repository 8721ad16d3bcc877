export { dispatchNotificationMails, SEEDED_HISTORY_REQUEST_ID } from './mail-dispatch';
export { MAIL_SWEEP_WINDOW_HOURS, sweepNotificationMails } from './mail-sweep';
export { PUSH_SWEEP_WINDOW_HOURS, sweepNotificationPushes } from './push-sweep';
export {
  claimPushRetries,
  deleteGoneSubscription,
  dropSubscriptionsOutsideRule,
  notificationPushBatch,
  pushesFailed,
  pushesSent,
  removePushSubscription,
  savePushSubscription,
  startPushDeliveries,
  type PushDeliveryKey,
} from './push-subscriptions';
export { BROWSER_PUSH_SERVICES, isNonPublicAddress, parsePushAllowedHosts, PUSH_ADDRESS_REFUSED, pushAgent, PushEndpointRule, systemHostLookup, type CheckedEndpoint, type HostLookup, type PushEndpointCheck } from './push-endpoints';
export { logWhenPushIsOff, PUSH_OFF_LINE } from './push-availability';
export { notificationPreferences, updateNotificationPreferences } from './preferences';
export { claimMailRetries, countMailAttempt, keepMailCopies, keepMailCopy, mailsFailed, mailsSent, listOutgoingMail, notificationMailBatch, mailFailed, mailSent, outgoingMailStatus, type NewMail } from './outgoing-mail';
export { listNotifications, markNotificationsRead, notificationsOfEvents, NOTIFICATIONS_PAGE_DEFAULT, toNotificationDto, unreadCount } from './inbox';
export { decisionLinkChannel, decisionLinkHash, decisionLinkOf, dropDecisionLinks, keepDecisionLink, newDecisionLinkToken, pushDecisionLinkKey, takeDecisionLink, type DecisionLink } from './decision-links';
