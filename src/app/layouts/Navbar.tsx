import type { ReactNode } from 'react';
import { Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { CartMenu } from '@/features/ecommerce/components/CartMenu';
import { NotificationsMenu } from '@/features/notifications/components/NotificationsMenu';
import { Bookmarks } from '@/features/search/components/Bookmarks';
import { NavbarSearch } from '@/features/search/components/NavbarSearch';
import { Button } from '@/ui/button/Button';
import { DropdownMenuLabel } from '@/ui/dropdown-menu/DropdownMenu';
import { useMediaQuery, visuallyHiddenCss } from '@/ui/theme';
import { isRoute } from '../router/isRoute';
import { DarkModeButton, DarkModeItem } from './DarkModeSwitch';
import { LanguageChoices, LanguageMenu } from './LanguageMenu';
import { navbarPaint, type NavbarColor, type NavbarType } from './layoutSettings';
import { UserMenu } from './UserMenu';

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

const phone = '(max-width: 36em)';

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
  /* A phone fits the menu button, the logo, search and the remaining actions on one line. */
  @media ${phone} {
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
  /* Below 62em only the logo shows: with its name the bar overflowed a phone, and a small tablet once
     the bookmarks show. The name stays the link's name for screen readers. */
  @media (max-width: 62em) {
    span {
      ${visuallyHiddenCss}
    }
  }
`;

const End = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-1);
  margin-inline-start: auto;
  @media ${phone} {
    gap: 0;
  }
`;

type Props = {
  onOpenMenu: () => void;
  type?: NavbarType;
  color?: NavbarColor;
  /** The app's name and logo, where no sidebar shows it (horizontal layout, hidden menu). */
  brand?: ReactNode;
  /** When the button that opens the menu drawer shows: below a wide screen, or always (the menu is hidden). */
  menuButton?: 'narrow' | 'always';
};

/**
 * The shell's top bar: menu button, search, bookmarks, language, light/dark, cart, notifications, and
 * the user menu. On a phone the bookmarks go (the menu and search reach every page) and language and
 * light/dark move into the user menu, so the bar fits 320 px with the logo.
 */
export function Navbar({ onOpenMenu, type = 'floating', color = 'default', brand, menuButton = 'narrow' }: Props) {
  const { t } = useTranslation('shell');
  const isPhone = useMediaQuery(phone);

  return (
    <Bar $type={type} $color={color}>
      <MenuButton $always={menuButton === 'always'}>
        <Button variant="text" tone="secondary" iconOnly aria-label={t('shell.openMenu')} onClick={onOpenMenu}>
          <Menu aria-hidden />
        </Button>
      </MenuButton>
      {brand ? <BrandSlot>{brand}</BrandSlot> : null}
      <NavbarSearch isAvailable={isRoute} />
      {isPhone ? null : <Bookmarks isAvailable={isRoute} />}
      <End>
        {isPhone ? null : <LanguageMenu />}
        {isPhone ? null : <DarkModeButton />}
        <CartMenu />
        <NotificationsMenu />
        <UserMenu>
          {isPhone ? (
            <>
              <DropdownMenuLabel aria-hidden>{t('shell.language')}</DropdownMenuLabel>
              <LanguageChoices />
              <DarkModeItem />
            </>
          ) : null}
        </UserMenu>
      </End>
    </Bar>
  );
}
