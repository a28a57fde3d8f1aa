import { Navigate } from 'react-router';
import { linksOf } from '../navigation';
import { useMenu } from '../layouts/useMenu';

/**
 * Home (`/`, where sign-in leads the admin) when no screen is declared there, as in a starter pruned
 * of the dashboards: the first page of the menu this person may open.
 */
export function FirstMenuPage() {
  const first = useMenu().flatMap(linksOf)[0];
  // Someone with no page in the menu has the signed-in pages alone: their account's.
  return <Navigate to={first?.path ?? '/access-control'} replace />;
}
