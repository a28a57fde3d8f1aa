import { DropdownMenu as Menu } from 'radix-ui';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import styled from 'styled-components';
import type { TriggerRefProp } from '@/ui/shared/lazyOverlay';
import { menuItemCss, menuSurfaceCss } from '@/ui/shared/menuCss';
import { useTheme } from '@/ui/theme';
import { MenuIcon } from './MenuIcon';
import { isSection, type NavGroup, type NavLinkItem } from '../navigation';

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
  const { t } = useTranslation('shell');
  return (
    <Menu.Item asChild>
      <Link to={item.path} end>
        <MenuIcon icon={item.icon} />
        <span>
          {section ? <span className="visually-hidden">{section}: </span> : null}
          {t(item.labelKey)}
        </span>
      </Link>
    </Menu.Item>
  );
}

export type GroupMenuProps = {
  group: NavGroup;
  trigger: ReactNode;
  defaultOpen?: boolean;
};

/**
 * One group of the horizontal menu as a drop-down, sections as labelled groups inside it. Loaded when
 * the bar's first trigger is pointed at, focused or pressed (`./HorizontalMenu`).
 */
export function GroupMenu({ group, trigger, defaultOpen, triggerRef }: GroupMenuProps & TriggerRefProp) {
  const { t } = useTranslation('shell');
  const { direction } = useTheme();
  return (
    <Menu.Root dir={direction} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild ref={triggerRef as Ref<HTMLButtonElement>}>
        {trigger}
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
  );
}
