// Push without VAPID keys in production (issue 23): NODE_ENV=production never generates a pair (every api
// node and worker must sign with the same one), so without VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (or a pair
// kept in DATA_DIR) push is off. The api and the worker say so once at start, so that an operator does not
// learn it from people asking why the profile says push is not available. The line names the variables
// only: no key is ever logged.

import type { Config } from '../config';
import type { Logger } from '../log';

export const PUSH_OFF_LINE =
  'push notifications are off: NODE_ENV=production and no VAPID key pair is set. Set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (`npx web-push generate-vapid-keys` makes a pair), the same pair on every api node and worker';

/** Logs PUSH_OFF_LINE (warn) when push is off in production; true when it did. */
export function logWhenPushIsOff(config: Pick<Config, 'nodeEnv' | 'vapid'>, log: Pick<Logger, 'warn'>): boolean {
  if (config.nodeEnv !== 'production' || config.vapid) return false;
  log.warn({ push: 'off' }, PUSH_OFF_LINE);
  return true;
}
