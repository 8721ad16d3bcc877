// The login error banner survives a reload (docs/product.md §2): it is kept in sessionStorage.
import { useCallback, useState } from 'react';
import { LOGIN_ERROR_STORAGE_KEY } from '@/config/constants';

function read(): string | null {
  try {
    return window.sessionStorage.getItem(LOGIN_ERROR_STORAGE_KEY);
  } catch {
    return null;
  }
}

function write(message: string | null): void {
  try {
    if (message === null) window.sessionStorage.removeItem(LOGIN_ERROR_STORAGE_KEY);
    else window.sessionStorage.setItem(LOGIN_ERROR_STORAGE_KEY, message);
  } catch {
    // Without storage the banner still shows until the page reloads.
  }
}

export function useLoginError() {
  const [error, setError] = useState<string | null>(read);
  const update = useCallback((message: string | null) => {
    write(message);
    setError(message);
  }, []);
  return [error, update] as const;
}
