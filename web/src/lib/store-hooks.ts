// Typed hooks shared by features without knowing the whole store: dispatch accepts thunks, and each
// feature selects through its own slice's selectors.
import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';

export type AppThunkDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
export type AppThunk<Result = void> = ThunkAction<Result, unknown, unknown, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppThunkDispatch>();
