// 'You are offline': shown while the browser has no network or the api cannot be reached
// (lib/connection). A status region that is always in the page, so screen readers hear it appear and go.
// While the api is unreachable it asks /api/health/live every few seconds and whenever the browser says it
// is online again; once that answers, the notice goes and every screen's data is fetched again.
import { t } from '@lingui/core/macro';
import { useEffect, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { API_BASE_URL } from '@/config/constants';
import { api, TAG_TYPES } from '@/lib/api';
import { apiReached, reachedBy, selectApiUnreachable, useBrowserOnline } from '@/lib/connection/connection-slice';
import { useAppDispatch } from '@/lib/store-hooks';
import './offline-notice.css';

const PROBE_EVERY_MS = 10_000;

/** While the browser is online but the api was not reached: ask again until it answers. */
function useProbeUntilReached(online: boolean, unreachable: boolean): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!online || !unreachable) return undefined;
    let stopped = false;
    const probe = async () => {
      try {
        const answer = await fetch(`${API_BASE_URL}/health/live`, { cache: 'no-store' });
        if (stopped || !reachedBy(answer.status)) return;
        dispatch(apiReached(true));
        dispatch(api.util.invalidateTags([...TAG_TYPES]));
      } catch {
        // Still unreachable: the next probe tries again.
      }
    };
    const probeNow = () => void probe();
    probeNow();
    const timer = window.setInterval(probeNow, PROBE_EVERY_MS);
    // The browser finding its network again is the likeliest moment for the api to answer.
    window.addEventListener('online', probeNow);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      window.removeEventListener('online', probeNow);
    };
  }, [online, unreachable, dispatch]);
}

export interface OfflineNoticeProps {
  /** What needs the connection here (the shell's text by default). */
  children?: ReactNode;
}

export function OfflineNotice({ children }: OfflineNoticeProps) {
  const online = useBrowserOnline();
  const unreachable = useSelector(selectApiUnreachable);
  useProbeUntilReached(online, unreachable);
  const offline = !online || unreachable;
  return (
    <div role="status" className="offline-notice">
      {offline && (
        <div className="offline-notice__box">
          <p className="offline-notice__title">{t`You are offline`}</p>
          {children ?? <p>{t`Leave applications, approvals and other changes need a connection. What you see may be out of date until you are back online.`}</p>}
        </div>
      )}
    </div>
  );
}
