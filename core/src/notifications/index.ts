export { dispatchNotificationMails } from './mail-dispatch';
export { MAIL_SWEEP_WINDOW_HOURS, sweepNotificationMails } from './mail-sweep';
