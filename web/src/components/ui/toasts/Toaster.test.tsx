import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import { Toaster } from './Toaster';
import { MAX_TOASTS, toast, toastsReducer } from './toasts-slice';

function setup() {
  const store = configureStore({ reducer: { toasts: toastsReducer } });
  render(
    <Provider store={store}>
      <Toaster />
    </Provider>,
  );
  return store;
}

describe('Toaster', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps a success 3 s, an error 5 s and anything else 4 s', () => {
    const store = setup();
    act(() => {
      store.dispatch(toast.success('Saved'));
      store.dispatch(toast.info('Heads up'));
      store.dispatch(toast.error('Broken'));
    });
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(screen.getByText('Heads up')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Heads up')).not.toBeInTheDocument();
    expect(screen.getByText('Broken')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Broken')).not.toBeInTheDocument();
  });

  it('shows at most 20 toasts, dropping the oldest', () => {
    const store = setup();
    act(() => {
      for (let i = 1; i <= MAX_TOASTS + 3; i++) store.dispatch(toast.info(`Message ${i}`));
    });
    expect(screen.getAllByRole('status')).toHaveLength(MAX_TOASTS);
    expect(screen.queryByText('Message 3')).not.toBeInTheDocument();
    expect(screen.getByText('Message 4')).toBeInTheDocument();
  });

  it('announces errors as alerts', () => {
    const store = setup();
    act(() => {
      store.dispatch(toast.error('Registration failed'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Registration failed');
  });
});
