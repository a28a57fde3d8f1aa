import type { ReactNode } from 'react';
import {
  BadgeDollarSign,
  CircleHelp,
  Languages,
  LogOut,
  Menu,
  Moon,
  Settings,
  ShieldCheck,
  Sun,
  UserRound,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled, { css } from 'styled-components';
import { CartMenu } from '@/features/ecommerce/components/CartMenu';
import { NotificationsMenu } from '@/features/notifications/components/NotificationsMenu';
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
import { readPage, type NavLinkItem } from '../navigation';
import { isRoute } from '../router/isRoute';
import { navbarPaint, type NavbarColor, type NavbarType } from './layoutSettings';
import { mayOpen } from './useMenu';

/**
 * A coloured navbar: the tone's solid colour with its contrast colour for text and icons (each pair
 * meets WCAG AA, tokens.test). Its children take the colours through the variables they read.
 */
const colored = (color: Exclude<NavbarColor, 'default'>) => {
  const { bg, fg } = navbarPaint(color);
  // Resolved here, so the children's overrides below can swap the tone's own variables without a cycle.
  return css`
    --navbar-bg: ${bg};
    --navbar-fg: ${fg};
    background: var(--navbar-bg);
    color: var(--navbar-fg);
    border-color: transparent;
    backdrop-filter: none;
    & > * {
      --c-secondary-text: var(--navbar-fg);
      --c-secondary-tint: color-mix(in srgb, var(--navbar-fg) 16%, transparent);
      --c-primary: var(--navbar-fg);
      --c-primary-contrast: var(--navbar-bg);
      --c-muted: var(--navbar-fg);
      --c-heading: var(--navbar-fg);
      --c-border: color-mix(in srgb, var(--navbar-fg) 40%, transparent);
      --focus-ring: 0 0 0 3px color-mix(in srgb, var(--navbar-fg) 55%, transparent);
    }
  `;
};

const Bar = styled.header<{ $type: NavbarType; $color: NavbarColor }>`
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
  ${(p) => p.$color !== 'default' && colored(p.$color)}
  /* A phone fits the menu button, search and every action on one line. */
  @media (max-width: 36em) {
    gap: var(--space-1);
    padding-inline: var(--space-2);
  }
  /* Hidden: gone on a wide screen; a phone keeps it, for the menu button. */
  ${(p) =>
    p.$type === 'hidden' &&
    css`
      @media (min-width: 75em) {
        display: none;
      }
    `}
`;

const MenuButton = styled.span<{ $always: boolean }>`
  @media (min-width: 75em) {
    display: ${(p) => (p.$always ? 'inline' : 'none')};
  }
`;

const BrandSlot = styled.span`
  margin-inline-end: var(--space-3);
  a {
    color: inherit;
  }
  /* On a phone the menu button and search need the room. */
  @media (max-width: 36em) {
    span {
      display: none;
    }
  }
`;

const End = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-1);
  margin-inline-start: auto;
  @media (max-width: 36em) {
    gap: 0;
  }
`;

const Who = styled.span`
  display: grid;
  line-height: 1.3;
  small {
    color: var(--c-muted);
    text-transform: capitalize;
  }
`;

/**
 * The user menu's pages (issue 4: profile, settings, pricing, FAQ), each shown only when its route
 * is in the app and the user may open it (the client sees Access control alone).
 */
const accountLinks: NavLinkItem[] = [
  { path: '/pages/profile', labelKey: 'shell.profile', icon: UserRound, requires: readPage },
  { path: '/pages/account-settings/general', labelKey: 'shell.settings', icon: Settings, requires: readPage },
  { path: '/access-control', labelKey: 'nav.accessControl', icon: ShieldCheck },
  { path: '/pages/pricing', labelKey: 'nav.pricing', icon: BadgeDollarSign, requires: readPage },
  { path: '/pages/faq', labelKey: 'nav.faq', icon: CircleHelp, requires: readPage },
];

const languageNames: Record<(typeof languages)[number], string> = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  pt: 'Português',
};

type Props = {
  onOpenMenu: () => void;
  type?: NavbarType;
  color?: NavbarColor;
  /** The app's name and logo, where no sidebar shows it (horizontal layout, hidden menu). */
  brand?: ReactNode;
  /** When the button that opens the menu drawer shows: below a wide screen, or always (the menu is hidden). */
  menuButton?: 'narrow' | 'always';
};

/** The shell's top bar: menu button, search, bookmarks, language, light/dark, cart, notifications, and the user menu. */
export function Navbar({ onOpenMenu, type = 'floating', color = 'default', brand, menuButton = 'narrow' }: Props) {
  const { t, i18n } = useTranslation();
  const { user, ability, signOut } = useAuth();
  const { skin, setSkin } = useTheme();
  const navigate = useNavigate();
  const dark = skin === 'dark';

  return (
    <Bar $type={type} $color={color}>
      <MenuButton $always={menuButton === 'always'}>
        <Button variant="text" tone="secondary" iconOnly aria-label={t('shell.openMenu')} onClick={onOpenMenu}>
          <Menu aria-hidden />
        </Button>
      </MenuButton>
      {brand ? <BrandSlot>{brand}</BrandSlot> : null}
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
        <NotificationsMenu />
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
            {accountLinks
              .filter((link) => isRoute(link.path) && mayOpen(ability, link))
              .map(({ path, labelKey, icon: Icon }) => (
                <DropdownMenuItem key={path} icon={<Icon aria-hidden />} onSelect={() => navigate(path)}>
                  {t(labelKey)}
                </DropdownMenuItem>
              ))}
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
