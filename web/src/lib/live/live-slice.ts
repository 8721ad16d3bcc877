// The live connection's status, for the indicator in the portal header. UI state: the socket itself
// lives outside the store (socket.ts) and only reports here.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LiveStatus } from './socket';

export interface LiveState {
  status: LiveStatus;
}

const liveSlice = createSlice({
  name: 'live',
  initialState: { status: 'offline' } as LiveState,
  reducers: {
    liveStatusChanged(state, action: PayloadAction<LiveStatus>) {
      state.status = action.payload;
    },
  },
  selectors: {
    selectLiveStatus: (state) => state.status,
  },
});

export const { liveStatusChanged } = liveSlice.actions;
export const { selectLiveStatus } = liveSlice.selectors;
export const liveReducer = liveSlice.reducer;
