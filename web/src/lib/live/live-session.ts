// What the session's connection does for the whole app, wired once per store: a socket while signed in
// (a new one for a new token), the indicator's status, a refetch of every cached answer after each
// connection (what changed while the socket was down was never pushed), and a session check when the
// server refuses the socket. What a pushed message changes is up to the cache entries that follow it
// (follow-live.ts).
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { api, TAG_TYPES } from '../api';
import { selectSession, type AuthState } from '../auth/auth-slice';
import { liveStatusChanged } from './live-slice';
import type { LiveConnection } from './socket';

interface SessionStore {
  getState(): { auth: AuthState };
  dispatch: Dispatch<UnknownAction>;
  subscribe(listener: () => void): () => void;
}

export function startLiveSession(live: LiveConnection, store: SessionStore): () => void {
  const { dispatch } = store;

  const followSession = () => {
    const { token, status } = selectSession(store.getState());
    if (status === 'authenticated' && token) live.open(token);
    else live.close();
  };

  const stops = [
    live.on('status', (status) => dispatch(liveStatusChanged(status))),
    // Only queries a screen subscribes to refetch; the rest are dropped and load afresh when shown.
    live.on('connected', () => dispatch(api.util.invalidateTags([...TAG_TYPES]))),
    // /auth/me answers 401 for a token that no longer stands, and the session ends (to /login).
    live.on('refused', () => dispatch(api.util.invalidateTags(['Me']))),
    store.subscribe(followSession),
  ];
  followSession();

  return () => {
    for (const stop of stops) stop();
    live.close();
  };
}
