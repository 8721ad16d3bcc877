// Toast notifications are UI state: at most 20 at once, each with its own duration (docs/product.md §9).
import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { UI_MESSAGES } from '@leave/domain';
import { permissionDenied } from '@/lib/api';

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
  durationMs: number;
}

export const MAX_TOASTS = 20;

/** The app's defaults: 4 s, 3 s for a success, 5 s for an error. */
export const TOAST_DURATION_MS: Record<ToastKind, number> = { info: 4000, success: 3000, error: 5000 };

/** The auth layer's own defaults: 2 s for a success, 4 s for an error. */
export const AUTH_TOAST_DURATION_MS = { success: 2000, error: 4000 } as const;

const toastsSlice = createSlice({
  name: 'toasts',
  initialState: [] as Toast[],
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<Toast>) {
        state.push(action.payload);
        if (state.length > MAX_TOASTS) state.splice(0, state.length - MAX_TOASTS);
      },
      prepare(kind: ToastKind, message: string, durationMs?: number) {
        return { payload: { id: nanoid(), kind, message, durationMs: durationMs ?? TOAST_DURATION_MS[kind] } };
      },
    },
    toastDismissed(state, action: PayloadAction<string>) {
      return state.filter((toast) => toast.id !== action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(permissionDenied, (state, action) => {
      state.push({ id: nanoid(), kind: 'error', message: action.payload ?? UI_MESSAGES.permissionDenied, durationMs: TOAST_DURATION_MS.error });
      if (state.length > MAX_TOASTS) state.splice(0, state.length - MAX_TOASTS);
    });
  },
});

export const { toastShown, toastDismissed } = toastsSlice.actions;
export const toastsReducer = toastsSlice.reducer;

export const toast = {
  success: (message: string, durationMs?: number) => toastShown('success', message, durationMs),
  error: (message: string, durationMs?: number) => toastShown('error', message, durationMs),
  info: (message: string, durationMs?: number) => toastShown('info', message, durationMs),
};
