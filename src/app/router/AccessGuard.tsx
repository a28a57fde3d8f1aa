import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { homeFor } from '@/lib/auth/session';
import { useAuth } from '@/lib/auth/AuthProvider';
import { safeReturnTo } from '@/features/auth/returnTo';
import { useRouteHandle } from './access';

/**
 * Every route passes here: signed out on a private page → sign-in with the page to come back
 * to; signed in on a sign-in page → the page asked for, or home; without the ability → not authorized.
 * When a session ends (logout, a refresh that failed) the user becomes null and this redirects.
 */
export function AccessGuard() {
  const access = useRouteHandle('access') ?? 'signedIn';
  const { user, ability, ended } = useAuth();
  const location = useLocation();
  const [params] = useSearchParams();

  if (access === 'public') return <Outlet />;
  if (access === 'guest')
    return user ? <Navigate to={safeReturnTo(params.get('returnTo')) ?? homeFor(user)} replace /> : <Outlet />;
  if (!user) {
    // After choosing to log out, sign-in opens fresh; otherwise it offers to come back here.
    if (ended === 'logout') return <Navigate to="/login" replace />;
    const here = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/login?returnTo=${encodeURIComponent(here)}`} replace />;
  }
  if (access !== 'signedIn' && !ability.can(access.action, access.subject))
    return <Navigate to="/misc/not-authorized" replace />;
  return <Outlet />;
}
