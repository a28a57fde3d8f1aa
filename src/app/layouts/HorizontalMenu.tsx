import { ChevronDown } from 'lucide-react';
import { DropdownMenu as Menu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import styled from 'styled-components';
import { menuItemCss, menuSurfaceCss } from '@/ui/shared/menuCss';
import { useTheme } from '@/ui/theme';
import { isSection, linksOf, type NavLinkItem } from '../navigation';
import { useMenu } from './useMenu';

const Root = styled.nav`
  position: relative;
  z-index: 9;
  display: none;
  @media (min-width: 75em) {
    display: block;
  }
`;

const Bar = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-1);
  margin: 0;
  padding: var(--space-2);
  list-style: none;
  background: var(--c-menu-bg);
  border: var(--card-border);
  border-radius: var(--radius-lg);
  box-shadow: var(--shadow);
`;

const Trigger = styled.button<{ $current: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  padding: var(--space-2) var(--space-4);
  border: 0;
  border-radius: var(--radius-md);
  background: ${(p) => (p.$current ? 'var(--c-primary)' : 'none')};
  color: ${(p) => (p.$current ? 'var(--c-primary-contrast)' : 'var(--c-menu-text)')};
  font: inherit;
  cursor: pointer;
  &:hover,
  &[data-state='open'] {
    ${(p) => (p.$current ? '' : 'background: var(--c-menu-hover);')}
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--focus-ring);
  }
  svg {
    inline-size: 1rem;
    block-size: 1rem;
    transition: transform var(--transition);
  }
  &[data-state='open'] svg {
    transform: rotate(180deg);
  }
`;

const Panel = styled(Menu.Content)`
  ${menuSurfaceCss}
  min-inline-size: 15rem;
  max-block-size: min(70dvh, 32rem);
  overflow-y: auto;
`;

const Heading = styled(Menu.Label)`
  margin-block-start: var(--space-2);
  padding: var(--space-1) 0.75rem;
  font-size: var(--fs-xs);
  text-transform: uppercase;
  letter-spacing: 0.05em;
  color: var(--c-muted);
`;

const Link = styled(NavLink)`
  ${menuItemCss}
  text-decoration: none;
  white-space: nowrap;
  &.active {
    background: var(--c-primary);
    color: var(--c-primary-contrast);
  }
`;

function MenuLink({ item, section }: { item: NavLinkItem; section?: string }) {
  const { t } = useTranslation();
  const Icon = item.icon;
  return (
    <Menu.Item asChild>
      <Link to={item.path} end>
        <Icon aria-hidden />
        <span>
          {section ? <span className="visually-hidden">{section}: </span> : null}
          {t(item.labelKey)}
        </span>
      </Link>
    </Menu.Item>
  );
}

/**
 * The horizontal layout's menu: one drop-down per group of the vertical menu, sections as labelled
 * groups inside it. A click, Enter or the down arrow opens a group; the arrow keys move, Escape
 * closes. Below a wide screen the phone drawer takes over, as in the vertical layout.
 */
export function HorizontalMenu() {
  const { t } = useTranslation();
  const { direction } = useTheme();
  const { pathname } = useLocation();
  const menu = useMenu();
  return (
    <Root aria-label={t('shell.menu')}>
      <Bar>
        {menu.map((group) => (
          <li key={group.titleKey}>
            <Menu.Root dir={direction}>
              <Menu.Trigger asChild>
                <Trigger type="button" $current={linksOf(group).some((link) => link.path === pathname)}>
                  {t(group.titleKey)}
                  <ChevronDown aria-hidden />
                </Trigger>
              </Menu.Trigger>
              <Menu.Portal>
                <Panel align="start" sideOffset={8} collisionPadding={8}>
                  {group.items.map((item) =>
                    isSection(item) ? (
                      <Menu.Group key={item.labelKey}>
                        <Heading>{t(item.labelKey)}</Heading>
                        {item.children.map((child) => (
                          <MenuLink key={child.path} item={child} section={t(item.labelKey)} />
                        ))}
                      </Menu.Group>
                    ) : (
                      <MenuLink key={item.path} item={item} />
                    ),
                  )}
                </Panel>
              </Menu.Portal>
            </Menu.Root>
          </li>
        ))}
      </Bar>
    </Root>
  );
}
