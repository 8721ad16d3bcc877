// 'Live' while the socket is connected, 'Reconnecting…' while it is not: a status region, so screen
// readers hear the change. 'Offline' when the server refused the socket (the session check follows).
import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@/lib/i18n/i18n';
import type { LiveStatus } from '@/lib/live/socket';
import './live-indicator.css';

const LABEL: Record<LiveStatus, MessageDescriptor> = {
  live: msg`Live`,
  connecting: msg`Connecting…`,
  reconnecting: msg`Reconnecting…`,
  offline: msg`Offline`,
};

export function LiveIndicator({ status }: { status: LiveStatus }) {
  return (
    <span role="status" className={`live-indicator live-indicator--${status}`} title={t`Updates from other people appear without a reload while live`}>
      <span className="live-indicator__dot" aria-hidden="true" />
      {i18n._(LABEL[status])}
    </span>
  );
}
