// The session: token, signed-in user and whether the session is still loading (docs/product.md §4).
// The user is the one /auth/me (or login) returned; other server data stays in RTK Query's cache.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserDto } from '@leave/domain';
import { sessionExpired, tokenRenewed } from '@/lib/api';
import { readToken } from '@/lib/token-storage';
import { getMeApi } from './get-me';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface AuthState {
  token: string | null;
  user: UserDto | null;
  status: SessionStatus;
}

/** With a stored token the session loads (fetches /auth/me); without one it ends at once. */
export function initialAuthState(token: string | null = readToken()): AuthState {
  return { token, user: null, status: token ? 'loading' : 'unauthenticated' };
}

const signedOutState: AuthState = { token: null, user: null, status: 'unauthenticated' };

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    sessionStarted(_state, action: PayloadAction<{ token: string; user: UserDto }>) {
      return { token: action.payload.token, user: action.payload.user, status: 'authenticated' };
    },
    sessionUserRestored(state, action: PayloadAction<UserDto>) {
      state.user = action.payload;
      state.status = 'authenticated';
    },
    signedOut() {
      return signedOutState;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionExpired, () => signedOutState)
      .addCase(tokenRenewed, (state, action) => {
        if (state.token !== null) state.token = action.payload;
      })
      .addMatcher(getMeApi.endpoints.getMe.matchFulfilled, (state, action) => {
        if (state.token === null) return;
        state.user = action.payload;
        state.status = 'authenticated';
      });
  },
  selectors: {
    selectSession: (state) => state,
    selectCurrentUser: (state) => state.user,
    selectSessionStatus: (state) => state.status,
  },
});

export const { sessionStarted, sessionUserRestored, signedOut } = authSlice.actions;
export const { selectSession, selectCurrentUser, selectSessionStatus } = authSlice.selectors;
export const authReducer = authSlice.reducer;
