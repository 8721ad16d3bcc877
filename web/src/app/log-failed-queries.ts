// docs/product.md §8: a list, dashboard or balance that cannot be fetched is only logged (the screen shows
// an empty list). Mutations report their own failures where docs/product.md says how.
import { isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';

export const logFailedQueries: Middleware = () => (next) => (action) => {
  if (isRejectedWithValue(action)) {
    const arg = (action.meta as { arg?: { type?: string; endpointName?: string } }).arg;
    if (arg?.type === 'query') console.error(`Fetching ${arg.endpointName ?? 'data'} failed`, action.payload);
  }
  return next(action);
};
