import { useSyncExternalStore } from 'react';
import { TOKEN_STORAGE_KEY } from '@rumo/core';

/** The bearer token lives in localStorage (spec 7); components follow it through useToken(). */
const listeners = new Set<() => void>();

export function getToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

function write(token: string | null): void {
  try {
    if (token) window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
    else window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Storage unavailable: the session then lasts only until the next reload.
  }
  listeners.forEach((listener) => listener());
}

export const setToken = (token: string): void => write(token);
export const clearToken = (): void => write(null);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null);
}
