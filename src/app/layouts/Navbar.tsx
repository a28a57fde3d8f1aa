import { Languages, LogOut, Menu, Moon, Sun, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled, { css } from 'styled-components';
import { CartMenu } from '@/features/ecommerce/components/CartMenu';
import { Bookmarks } from '@/features/search/components/Bookmarks';
import { NavbarSearch } from '@/features/search/components/NavbarSearch';
import { useAuth } from '@/lib/auth/AuthProvider';
import { isLanguage, languages, setLanguage } from '@/lib/i18n';
import { Avatar } from '@/ui/avatar/Avatar';
import { Button } from '@/ui/button/Button';
import {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
} from '@/ui/dropdown-menu/DropdownMenu';
import { useTheme } from '@/ui/theme';
import { isRoute } from '../router/isRoute';
import type { NavbarType } from './layoutSettings';

const Bar = styled.header<{ $type: NavbarType }>`
  position: sticky;
  inset-block-start: var(--space-4);
  z-index: 10;
  display: flex;
  align-items: center;
  gap: var(--space-2);
  min-block-size: 3.5rem;
  padding: var(--space-2) var(--space-4);
  background: color-mix(in srgb, var(--c-card) 92%, transparent);
  backdrop-filter: blur(6px);
  border: var(--card-border);
  border-radius: var(--radius-lg);
  box-shadow: var(--shadow);
  ${(p) =>
    p.$type === 'sticky' &&
    css`
      inset-block-start: 0;
      margin-block-start: calc(-1 * var(--space-4));
      margin-inline: calc(-1 * var(--space-5));
      border-radius: 0;
      border-inline: 0;
      border-block-start: 0;
    `}
  ${(p) =>
    p.$type === 'static' &&
    css`
      position: static;
    `}
  /* Hidden: gone on a wide screen; a phone keeps it, for the menu button. */
  ${(p) =>
    p.$type === 'hidden' &&
    css`
      @media (min-width: 75em) {
        display: none;
      }
    `}
`;

const MenuButton = styled.span`
  @media (min-width: 75em) {
    display: none;
  }
`;

const End = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-1);
  margin-inline-start: auto;
`;

const Who = styled.span`
  display: grid;
  line-height: 1.3;
  small {
    color: var(--c-muted);
    text-transform: capitalize;
  }
`;

const languageNames: Record<(typeof languages)[number], string> = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  pt: 'Português',
};

/** The shell's top bar: menu button (phone), language, light/dark, and the user menu. */
export function Navbar({ onOpenMenu, type = 'floating' }: { onOpenMenu: () => void; type?: NavbarType }) {
  const { t, i18n } = useTranslation();
  const { user, signOut } = useAuth();
  const { skin, setSkin } = useTheme();
  const navigate = useNavigate();
  const dark = skin === 'dark';

  return (
    <Bar $type={type}>
      <MenuButton>
        <Button variant="text" tone="secondary" iconOnly aria-label={t('shell.openMenu')} onClick={onOpenMenu}>
          <Menu aria-hidden />
        </Button>
      </MenuButton>
      <NavbarSearch isAvailable={isRoute} />
      <Bookmarks isAvailable={isRoute} />
      <End>
        <DropdownMenu
          trigger={
            <Button variant="text" tone="secondary" iconOnly aria-label={t('shell.language')}>
              <Languages aria-hidden />
            </Button>
          }
        >
          <DropdownMenuRadioGroup
            value={i18n.resolvedLanguage}
            onValueChange={(value) => {
              if (isLanguage(value)) void setLanguage(value);
            }}
          >
            {languages.map((lng) => (
              <DropdownMenuRadioItem key={lng} value={lng} lang={lng}>
                {languageNames[lng]}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
        </DropdownMenu>
        <Button
          variant="text"
          tone="secondary"
          iconOnly
          aria-label={dark ? t('shell.lightMode') : t('shell.darkMode')}
          onClick={() => setSkin(dark ? 'light' : 'dark')}
        >
          {dark ? <Sun aria-hidden /> : <Moon aria-hidden />}
        </Button>
        <CartMenu />
        {user ? (
          <DropdownMenu
            trigger={
              <Button variant="text" tone="secondary" aria-label={t('shell.userMenu', { name: user.fullName })}>
                <Avatar name={user.fullName} src={user.avatar} size="sm" status="online" />
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
            <DropdownMenuItem icon={<UserRound aria-hidden />} onSelect={() => navigate('/access-control')}>
              {t('nav.accessControl')}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem icon={<LogOut aria-hidden />} onSelect={signOut}>
              {t('shell.logout')}
            </DropdownMenuItem>
          </DropdownMenu>
        ) : null}
      </End>
    </Bar>
  );
}
