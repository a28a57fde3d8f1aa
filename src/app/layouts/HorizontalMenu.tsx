import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { lazyModule, lazyOverlay } from '@/ui/shared/lazyOverlay';
import { linksOf } from '../navigation';
import { useMenu } from './useMenu';

/** The drop-downs' code (Radix's menu), fetched when the bar is first used. */
const groupMenuModule = lazyModule(() => import('./HorizontalMenuGroup'));
const GroupMenu = lazyOverlay(groupMenuModule, (module) => module.GroupMenu, 'menu');

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

/**
 * The horizontal layout's menu: one drop-down per group of the vertical menu (`./HorizontalMenuGroup`),
 * sections as labelled groups inside it. A click, Enter or the down arrow opens a group; the arrow keys move, Escape
 * closes. Below a wide screen the phone drawer takes over, as in the vertical layout.
 */
export function HorizontalMenu() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const menu = useMenu();
  return (
    <Root aria-label={t('shell.menu')}>
      <Bar>
        {menu.map((group) => (
          <li key={group.titleKey}>
            <GroupMenu
              group={group}
              trigger={
                <Trigger type="button" $current={linksOf(group).some((link) => link.path === pathname)}>
                  {t(group.titleKey)}
                  <ChevronDown aria-hidden />
                </Trigger>
              }
            />
          </li>
        ))}
      </Bar>
    </Root>
  );
}
