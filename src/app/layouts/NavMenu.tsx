import { ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import styled from 'styled-components';
import { MenuIcon } from './MenuIcon';
import { isSection, type NavLinkItem, type NavSection } from '../navigation';
import { useMenu } from './useMenu';

/**
 * Marks what a folded (collapsed) sidebar hides: labels, group titles, chevrons. The sidebar opens
 * out while hovered or while the keyboard is in it, so every entry stays reachable with its name.
 */
export const FOLD = 'nav-fold';

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
  white-space: nowrap;
  color: var(--c-menu-muted);
`;

const Items = styled.ul`
  display: grid;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const entry = `
  display: flex;
  align-items: center;
  gap: var(--space-3);
  inline-size: 100%;
  padding: 0.5625rem var(--space-4);
  border: 0;
  border-radius: var(--radius-md);
  background: none;
  color: var(--c-menu-text);
  font: inherit;
  text-align: start;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
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
`;

const Link = styled(NavLink)`
  ${entry}
  &.active {
    background: var(--c-primary);
    color: var(--c-primary-contrast);
    box-shadow: 0 2px 6px 0 color-mix(in srgb, var(--c-primary) 40%, transparent);
  }
`;

const SectionButton = styled.button<{ $current: boolean }>`
  ${entry}
  ${(p) => (p.$current ? 'background: var(--c-menu-hover); color: var(--c-menu-heading);' : '')}
  .chevron {
    margin-inline-start: auto;
    inline-size: 1rem;
    block-size: 1rem;
    transition: transform var(--transition);
  }
  &[aria-expanded='true'] .chevron {
    transform: rotate(90deg);
  }
  [dir='rtl'] &[aria-expanded='false'] .chevron {
    transform: scaleX(-1);
  }
`;

const SubItems = styled(Items)`
  margin-block-start: 2px;
  &[hidden] {
    display: none;
  }
  /* Sub-links sit under their section's label; their dots stand in for icons. */
  a {
    padding-inline-start: calc(var(--space-4) + 0.375rem);
  }
  a svg {
    inline-size: 0.5rem;
    block-size: 0.5rem;
    margin-inline: 0.375rem;
  }
`;

const Label = styled.span`
  min-inline-size: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Dot = () => (
  <svg viewBox="0 0 8 8" aria-hidden>
    <circle cx="4" cy="4" r="3" fill="none" stroke="currentColor" strokeWidth="1.5" />
  </svg>
);

type Props = { onNavigate?: () => void };

/** The menu's groups, sections and links, filtered by what the user may open. Used in the sidebar and the phone drawer. */
export function NavMenu({ onNavigate }: Props) {
  const { t } = useTranslation('shell');
  const menu = useMenu();
  return (
    <ul style={{ margin: 0, padding: 0 }}>
      {menu.map((group) => {
        const titleId = `nav-${group.titleKey}`;
        return (
          <Group key={group.titleKey}>
            <GroupTitle id={titleId} className={FOLD}>
              {t(group.titleKey)}
            </GroupTitle>
            <Items aria-labelledby={titleId}>
              {group.items.map((item) =>
                isSection(item) ? (
                  <Section key={item.labelKey} section={item} onNavigate={onNavigate} />
                ) : (
                  <li key={item.path}>
                    <MenuLink item={item} onNavigate={onNavigate} />
                  </li>
                ),
              )}
            </Items>
          </Group>
        );
      })}
    </ul>
  );
}

/** `section` names the family a sub-link belongs to, for screen readers ("Sign in: Basic"). */
function MenuLink({ item, onNavigate, section }: { item: NavLinkItem; onNavigate?: () => void; section?: string }) {
  const { t } = useTranslation('shell');
  return (
    <Link to={item.path} end onClick={onNavigate}>
      {section ? <Dot /> : <MenuIcon icon={item.icon} />}
      <Label className={FOLD}>
        {section ? <span className="visually-hidden">{section}: </span> : null}
        {t(item.labelKey)}
      </Label>
    </Link>
  );
}

/** A folding family of links; open while it holds the page on screen, and whenever the user opens it. */
function Section({ section, onNavigate }: { section: NavSection; onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const listId = useId();
  const current = section.children.some((child) => child.path === pathname);
  const [open, setOpen] = useState(current);
  return (
    <li>
      <SectionButton
        type="button"
        $current={current && !open}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <MenuIcon icon={section.icon} />
        <Label className={FOLD}>{t(section.labelKey)}</Label>
        <ChevronRight aria-hidden className={`chevron ${FOLD}`} />
      </SectionButton>
      {/* A closed section's links are not drawn: 83 of the menu's 119 links are folded away, and
          drawing them hidden cost every signed-in page's first render. */}
      <SubItems id={listId} hidden={!open} className={FOLD}>
        {open &&
          section.children.map((child) => (
            <li key={child.path}>
              <MenuLink item={child} onNavigate={onNavigate} section={t(section.labelKey)} />
            </li>
          ))}
      </SubItems>
    </li>
  );
}
