// The Redux store: RTK Query's cache, the session and the toasts. makeStore builds a fresh one, so every
// test and story starts from a clean state.
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { toastsReducer } from '@/components/ui/toasts/toasts-slice';
import { authReducer, initialAuthState, type AuthState } from '@/features/auth/auth-slice';
import { api } from '@/lib/api';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  auth: authReducer,
  toasts: toastsReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(options: { auth?: AuthState } = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { auth: options.auth ?? initialAuthState() },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
