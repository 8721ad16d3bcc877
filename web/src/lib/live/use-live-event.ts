// Lets a component react to one pushed message while it is mounted (the applicant's decision toasts), on
// the store's one connection. Give it a stable listener (useCallback): a new one subscribes anew.
import type { ServerToClientEvents } from '@leave/domain';
import { useEffect } from 'react';
import { useAppDispatch, type AppThunk } from '../store-hooks';
import { liveConnectionOf, type LiveEvents } from './socket';

export function useLiveEvent<E extends keyof ServerToClientEvents>(event: E, listener: ServerToClientEvents[E]): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const subscribe: AppThunk<() => void> = (_dispatch, _getState, extra) => liveConnectionOf(extra).on(event, listener as LiveEvents[E]);
    return dispatch(subscribe);
  }, [dispatch, event, listener]);
}
