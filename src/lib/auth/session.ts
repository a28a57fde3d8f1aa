import type { SessionUser, Tokens } from '../api/schemas/auth';

/** localStorage keys the app stores (docs/demo-api.md, Constants). */
export const sessionKeys = { accessToken: 'accessToken', refreshToken: 'refreshToken', userData: 'userData' } as const;

const storage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

/**
 * Where the session lives. `bearer` (the default, and the in-browser demo's): both tokens in local
 * storage, sent as `Authorization`. `cookie` (VITE_SESSION=cookie, for a backend that sets HttpOnly
 * cookies): no token is ever in reach of a script; only the user's public data is stored.
 */
export const cookieSession = import.meta.env.VITE_SESSION === 'cookie';

export const getAccessToken = () => storage()?.getItem(sessionKeys.accessToken) ?? null;
export const getRefreshToken = () => storage()?.getItem(sessionKeys.refreshToken) ?? null;

/** Whether a session was started in this browser (it may have expired since: the server decides). */
export const hasSession = () => (cookieSession ? !!storage()?.getItem(sessionKeys.userData) : !!getAccessToken());

export function saveTokens({ accessToken, refreshToken }: Tokens): void {
  storage()?.setItem(sessionKeys.accessToken, accessToken);
  storage()?.setItem(sessionKeys.refreshToken, refreshToken);
}

/** Stores the user, and the tokens of a bearer session (a cookie session's answer has none). */
export function saveSession(userData: SessionUser, tokens?: Partial<Tokens>): void {
  if (!cookieSession && tokens?.accessToken && tokens.refreshToken) saveTokens(tokens as Tokens);
  storage()?.setItem(sessionKeys.userData, JSON.stringify(userData));
}

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * The shape of a stored user (the `sessionUser` schema's), checked by hand: this runs before the
 * first render on every page, and zod would add 25 KB to the entry for it.
 */
export function isSessionUser(value: unknown): value is SessionUser {
  if (!value || typeof value !== 'object') return false;
  const user = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(user.id) &&
    [user.fullName, user.username, user.avatar, user.email].every(isText) &&
    (user.role === 'admin' || user.role === 'client') &&
    Array.isArray(user.ability) &&
    user.ability.every(
      (rule: unknown) =>
        !!rule &&
        typeof rule === 'object' &&
        isText((rule as Record<string, unknown>).action) &&
        isText((rule as Record<string, unknown>).subject),
    ) &&
    !!user.extras &&
    typeof user.extras === 'object' &&
    Number.isSafeInteger((user.extras as Record<string, unknown>).eCommerceCartItemsCount)
  );
}

/** The stored user, or null when missing, corrupt or half written (treated as signed out). */
export function getUserData(): SessionUser | null {
  const raw = storage()?.getItem(sessionKeys.userData);
  if (!raw || !hasSession()) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isSessionUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** Called when the session ends (logout or a refresh that failed). Returns an unsubscribe. */
export function onSessionEnd(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function clearSession(): void {
  Object.values(sessionKeys).forEach((key) => storage()?.removeItem(key));
  listeners.forEach((listener) => listener());
}

/** Where a user lands after signing in: the admin's home is `/`, the client's `/access-control`. */
export const homeFor = (user: SessionUser | null) => (user?.role === 'admin' ? '/' : '/access-control');
