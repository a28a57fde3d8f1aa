import { AbilityProvider, Can as CaslCan, type CanProps } from '@casl/react';
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { LoginResponse, SessionUser } from '../api/schemas/auth';
import { api } from '../api/client';
import { authPaths } from '../api/paths/auth';
import type { AppAbility } from './ability';
import { loadAbilities } from './loadAbilities';
import { clearSession, cookieSession, getUserData, onSessionEnd, saveSession, sessionKeys } from './session';

/** A cookie session's sign-in answers the user only. */
type SignInAnswer = Pick<LoginResponse, 'userData'> & Partial<LoginResponse>;

/** The signed-in user with their abilities, or no one: a corrupt or half-written stored session counts as signed out. */
type Who = { user: SessionUser; ability: AppAbility } | { user: null; ability: null };

type AuthState = Who & {
  /**
   * Stores the session of a login or registration answer (`userData`, and both tokens unless the
   * server keeps them in cookies) and signs in, once the abilities' code is in: navigate when it settles.
   */
  signIn: (response: SignInAnswer) => Promise<void>;
  /** Clears the stored session; guards then send the person to sign-in. */
  signOut: () => void;
  /**
   * How the last session ended: `logout` (the person chose to; sign-in opens fresh) or `expired` (a
   * refresh failed or another tab signed out; sign-in offers to come back to the page).
   */
  ended: 'logout' | 'expired' | null;
};

const AuthContext = createContext<AuthState | null>(null);

/** `<Can I="read" a="ACL">…</Can>`: renders its children only when the user's abilities allow it. */
export const Can = CaslCan as (props: CanProps<AppAbility>) => ReactNode;

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(getUserData);
  const [ended, setEnded] = useState<AuthState['ended']>(null);
  const loggingOut = useRef(false);

  useEffect(() => {
    // A refresh that fails, a logout, or another tab signing in or out.
    const unsubscribe = onSessionEnd(() => {
      setUser(null);
      setEnded(loggingOut.current ? 'logout' : 'expired');
      loggingOut.current = false;
    });
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || Object.values<string>(sessionKeys).includes(event.key))
        void loadAbilities().then(() => setUser(getUserData()));
    };
    window.addEventListener('storage', onStorage);
    return () => {
      unsubscribe();
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  const signIn = useCallback(async ({ userData, accessToken, refreshToken }: SignInAnswer) => {
    saveSession(userData, { accessToken, refreshToken });
    await loadAbilities();
    setUser(userData);
    setEnded(null);
  }, []);
  const signOut = useCallback(() => {
    loggingOut.current = true;
    // Only the server can clear an HttpOnly cookie; the page signs out whatever it answers.
    if (cookieSession) void api.post(authPaths.logout).catch(() => undefined);
    clearSession();
  }, []);

  // A stored session at start waits here (under the app's Suspense) until the abilities' code is in.
  const casl = user ? use(loadAbilities()) : undefined;
  const who = useMemo<Who>(
    () => (user && casl ? { user, ability: casl.abilityFor(user) } : { user: null, ability: null }),
    [user, casl],
  );
  const state = useMemo(() => ({ ...who, signIn, signOut, ended }), [who, signIn, signOut, ended]);
  return (
    <AuthContext value={state}>
      {/* Null while signed out, which CASL's context allows (its type does not): `Can` is drawn on signed-in pages only. */}
      <AbilityProvider value={who.ability as AppAbility}>{children}</AbilityProvider>
    </AuthContext>
  );
}

export function useAuth(): AuthState {
  const state = use(AuthContext);
  if (!state) throw new Error('useAuth needs an <AuthProvider> above it (AppProviders has one).');
  return state;
}
