// Whether the app can reach its server: the browser says it is offline (navigator.onLine false), or a
// call of the api got no answer at all (a network failure, or a proxy's 502/504 for an api that is down).
// The api's base query reports each call's outcome here; the offline notice reads it.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { useSyncExternalStore } from 'react';
import { useSelector } from 'react-redux';

export interface ConnectionState {
  apiUnreachable: boolean;
}

const connectionSlice = createSlice({
  name: 'connection',
  initialState: { apiUnreachable: false } as ConnectionState,
  reducers: {
    apiReached(state, action: PayloadAction<boolean>) {
      state.apiUnreachable = !action.payload;
    },
  },
});

export const { apiReached } = connectionSlice.actions;
export const connectionReducer = connectionSlice.reducer;

/** A store without this slice (a story's, a test's) counts as connected. */
export const selectApiUnreachable = (state: { connection?: ConnectionState }): boolean => state.connection?.apiUnreachable ?? false;

/** Whether an answer (or its absence) says the api was reached: a status of fetchBaseQuery's error, or a number. */
export function reachedBy(status: number | string | undefined): boolean {
  return status !== 'FETCH_ERROR' && status !== 502 && status !== 504;
}

function subscribeToBrowser(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** What the browser says: false when it knows it has no network. */
export function useBrowserOnline(): boolean {
  return useSyncExternalStore(subscribeToBrowser, () => navigator.onLine, () => true);
}

/** Offline: no network, or the api could not be reached by the last call. */
export function useOffline(): boolean {
  const online = useBrowserOnline();
  const unreachable = useSelector(selectApiUnreachable);
  return !online || unreachable;
}
