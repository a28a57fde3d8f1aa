import { BadgeDollarSign, CircleHelp, LogOut, Settings, ShieldCheck, UserRound, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import type { Requirement } from '@/lib/auth/ability';
import { useAuth } from '@/lib/auth/AuthProvider';
import { readPage } from '@/lib/screens';
import { Avatar } from '@/ui/avatar/Avatar';
import { Button } from '@/ui/button/Button';
import {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from '@/ui/dropdown-menu/DropdownMenu';
import { isRoute } from '../router/isRoute';
import { mayOpen } from './useMenu';
import { publicUrl } from '@/lib/publicUrl';

const Who = styled.span`
  display: grid;
  line-height: 1.3;
  small {
    color: var(--c-muted);
    text-transform: capitalize;
  }
`;

/**
 * The user menu's pages (profile, settings, pricing, FAQ), each shown only when its route is in the
 * app and the user may open it (the client sees Access control alone).
 */
const accountLinks: Array<{ path: string; labelKey: string; icon: LucideIcon; requires?: Requirement }> = [
  { path: '/pages/profile', labelKey: 'shell.profile', icon: UserRound, requires: readPage },
  { path: '/pages/account-settings/general', labelKey: 'shell.settings', icon: Settings, requires: readPage },
  { path: '/access-control', labelKey: 'nav.accessControl', icon: ShieldCheck },
  { path: '/pages/pricing', labelKey: 'nav.pricing', icon: BadgeDollarSign, requires: readPage },
  { path: '/pages/faq', labelKey: 'nav.faq', icon: CircleHelp, requires: readPage },
];

/**
 * The signed-in user's avatar, opening their name and role, their account pages, what the navbar
 * hands over where it lacks room (`children`: language and dark mode, on a phone), and Log out.
 */
export function UserMenu({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('shell');
  const { user, ability, signOut } = useAuth();
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <DropdownMenu
      trigger={
        // As square as the navbar's other buttons: padding around the avatar cost a phone 34 px.
        <Button variant="text" tone="secondary" iconOnly aria-label={t('shell.userMenu', { name: user.fullName })}>
          <Avatar name={user.fullName} src={publicUrl(user.avatar)} size="sm" status="online" />
        </Button>
      }
    >
      <DropdownMenuLabel>
        <Who>
          <strong>{user.fullName}</strong>
          <small>{user.role}</small>
        </Who>
      </DropdownMenuLabel>
      <DropdownMenuSeparator />
      {accountLinks
        .filter((link) => isRoute(link.path) && mayOpen(ability, link))
        .map(({ path, labelKey, icon: Icon }) => (
          <DropdownMenuItem key={path} icon={<Icon aria-hidden />} onSelect={() => navigate(path)}>
            {t(labelKey)}
          </DropdownMenuItem>
        ))}
      {children ? (
        <>
          <DropdownMenuSeparator />
          {children}
        </>
      ) : null}
      <DropdownMenuSeparator />
      <DropdownMenuItem icon={<LogOut aria-hidden />} onSelect={signOut}>
        {t('shell.logout')}
      </DropdownMenuItem>
    </DropdownMenu>
  );
}
