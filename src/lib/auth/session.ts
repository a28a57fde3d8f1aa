import { sessionUser, type SessionUser, type Tokens } from '../api/schemas/auth';

/** localStorage keys named by SPEC 9. */
export const sessionKeys = { accessToken: 'accessToken', refreshToken: 'refreshToken', userData: 'userData' } as const;

const storage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

export const getAccessToken = () => storage()?.getItem(sessionKeys.accessToken) ?? null;
export const getRefreshToken = () => storage()?.getItem(sessionKeys.refreshToken) ?? null;

export function saveTokens({ accessToken, refreshToken }: Tokens): void {
  storage()?.setItem(sessionKeys.accessToken, accessToken);
  storage()?.setItem(sessionKeys.refreshToken, refreshToken);
}

export function saveSession(userData: SessionUser, tokens: Tokens): void {
  saveTokens(tokens);
  storage()?.setItem(sessionKeys.userData, JSON.stringify(userData));
}

/** The stored user, or null when missing, corrupt or half written (treated as signed out). */
export function getUserData(): SessionUser | null {
  const raw = storage()?.getItem(sessionKeys.userData);
  if (!raw || !getAccessToken()) return null;
  try {
    const parsed = sessionUser.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
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
