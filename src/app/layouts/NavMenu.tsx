import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import styled from 'styled-components';
import { useAuth } from '@/lib/auth/AuthProvider';
import { navigation, type NavItem } from '../navigation';

const Group = styled.li`
  list-style: none;
  & + & {
    margin-block-start: var(--space-3);
  }
`;

const GroupTitle = styled.h2`
  margin: 0;
  padding: var(--space-2) var(--space-4);
  font-size: var(--fs-xs);
  font-weight: var(--fw-regular);
  text-transform: uppercase;
  letter-spacing: 0.05em;
  color: var(--c-menu-muted);
`;

const Items = styled.ul`
  display: grid;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Link = styled(NavLink)<{ $collapsed: boolean }>`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  padding: 0.5625rem var(--space-4);
  border-radius: var(--radius-md);
  color: var(--c-menu-text);
  text-decoration: none;
  white-space: nowrap;
  ${(p) => (p.$collapsed ? 'justify-content: center; padding-inline: 0;' : '')}
  svg {
    flex: none;
    inline-size: 1.25rem;
    block-size: 1.25rem;
  }
  &:hover {
    background: var(--c-menu-hover);
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--focus-ring);
  }
  &.active {
    background: var(--c-primary);
    color: var(--c-primary-contrast);
    box-shadow: 0 2px 6px 0 color-mix(in srgb, var(--c-primary) 40%, transparent);
  }
`;

const Label = styled.span`
  min-inline-size: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

/** The menu's groups and links, filtered by what the user may open. Used in the sidebar and the phone drawer. */
export function NavMenu({ collapsed = false, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { ability } = useAuth();
  const allowed = (item: NavItem) => !item.requires || ability.can(item.requires.action, item.requires.subject);
  return (
    <ul style={{ margin: 0, padding: 0 }}>
      {navigation.map((group) => {
        const items = group.items.filter(allowed);
        if (items.length === 0) return null;
        const titleId = `nav-${group.titleKey}`;
        return (
          <Group key={group.titleKey}>
            <GroupTitle id={titleId} className={collapsed ? 'visually-hidden' : undefined}>
              {t(group.titleKey)}
            </GroupTitle>
            <Items aria-labelledby={titleId}>
              {items.map(({ path, labelKey, icon: Icon }) => (
                <li key={path}>
                  <Link
                    to={path}
                    end
                    $collapsed={collapsed}
                    title={collapsed ? t(labelKey) : undefined}
                    onClick={onNavigate}
                  >
                    <Icon aria-hidden />
                    <Label className={collapsed ? 'visually-hidden' : undefined}>{t(labelKey)}</Label>
                  </Link>
                </li>
              ))}
            </Items>
          </Group>
        );
      })}
    </ul>
  );
}
