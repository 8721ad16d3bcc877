// The Redux store: RTK Query's cache, the session, the toasts, the live connection's status and whether the
// api can be reached. makeStore builds a fresh one, so every test and story starts from a clean state; only
// a store given a socket factory (the app's, or a test's fake) opens the session's socket.
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { toastsReducer } from '@/components/ui/toasts/toasts-slice';
import { api } from '@/lib/api';
import { authReducer, initialAuthState, type AuthState } from '@/lib/auth/auth-slice';
import { connectionReducer } from '@/lib/connection/connection-slice';
import { liveReducer } from '@/lib/live/live-slice';
import { startLiveSession } from '@/lib/live/live-session';
import { createLiveConnection, type LiveExtra, type LiveSocketFactory } from '@/lib/live/socket';
import { logFailedQueries } from './log-failed-queries';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  auth: authReducer,
  toasts: toastsReducer,
  live: liveReducer,
  connection: connectionReducer,
});

export function makeStore(options: { auth?: AuthState; liveSocket?: LiveSocketFactory } = {}) {
  const extra: LiveExtra = { live: createLiveConnection(options.liveSocket) };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { auth: options.auth ?? initialAuthState() },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(api.middleware, logFailedQueries),
  });
  setupListeners(store.dispatch);
  startLiveSession(extra.live, store);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
