// 'Live' while the socket is connected, 'Reconnecting…' while it is not: a status region, so screen
// readers hear the change. 'Offline' when the server refused the socket (the session check follows).
import type { LiveStatus } from '@/lib/live/socket';
import './live-indicator.css';

const LABEL: Record<LiveStatus, string> = {
  live: 'Live',
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
  offline: 'Offline',
};

export function LiveIndicator({ status }: { status: LiveStatus }) {
  return (
    <span role="status" className={`live-indicator live-indicator--${status}`} title="Updates from other people appear without a reload while live">
      <span className="live-indicator__dot" aria-hidden="true" />
      {LABEL[status]}
    </span>
  );
}
