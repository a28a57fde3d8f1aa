import { AbilityProvider, Can as CaslCan, type CanProps } from '@casl/react';
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { LoginResponse, SessionUser } from '../api/schemas/auth';
import { abilityFor, type AppAbility } from './ability';
import { clearSession, getUserData, onSessionEnd, saveSession, sessionKeys } from './session';

type AuthState = {
  /** The signed-in user, or null. A corrupt or half-written stored session counts as signed out. */
  user: SessionUser | null;
  ability: AppAbility;
  /** Stores the session of a login or registration answer (`userData` and both tokens) and signs in. */
  signIn: (response: LoginResponse) => void;
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
      if (event.key === null || Object.values<string>(sessionKeys).includes(event.key)) setUser(getUserData());
    };
    window.addEventListener('storage', onStorage);
    return () => {
      unsubscribe();
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  const signIn = useCallback(({ userData, accessToken, refreshToken }: LoginResponse) => {
    saveSession(userData, { accessToken, refreshToken });
    setUser(userData);
    setEnded(null);
  }, []);
  const signOut = useCallback(() => {
    loggingOut.current = true;
    clearSession();
  }, []);

  const ability = useMemo(() => abilityFor(user), [user]);
  const state = useMemo(() => ({ user, ability, signIn, signOut, ended }), [user, ability, signIn, signOut, ended]);
  return (
    <AuthContext value={state}>
      <AbilityProvider value={ability}>{children}</AbilityProvider>
    </AuthContext>
  );
}

export function useAuth(): AuthState {
  const state = use(AuthContext);
  if (!state) throw new Error('useAuth needs an <AuthProvider> above it (AppProviders has one).');
  return state;
}
