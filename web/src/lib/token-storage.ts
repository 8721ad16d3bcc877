// The session token lives in localStorage under 'token' (docs/product.md §9); storage may be unavailable.
import { TOKEN_STORAGE_KEY } from '@/config/constants';

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function writeToken(token: string): void {
  try {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // A browser that refuses storage still gets a session for this page's lifetime.
  }
}

export function removeToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
