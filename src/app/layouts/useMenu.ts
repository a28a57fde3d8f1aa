import type { AppAbility, Requirement } from '@/lib/auth/ability';
import { useAuth } from '@/lib/auth/AuthProvider';
import { isSection, navigation, type NavGroup, type NavItem, type NavLinkItem } from '../navigation';

/** Whether a link's page is open to a user with these abilities (none: signed out). */
export const mayOpen = (ability: AppAbility | null, item: { requires?: Requirement }) =>
  !item.requires || (ability?.can(item.requires.action, item.requires.subject) ?? false);

/** The menu as this user sees it: links they may not open are left out, and so are groups and sections left empty. */
export function useMenu(): NavGroup[] {
  const { ability } = useAuth();
  const allowed = (item: NavLinkItem) => mayOpen(ability, item);
  const visible = (item: NavItem): NavItem | null => {
    if (!isSection(item)) return allowed(item) ? item : null;
    const children = item.children.filter(allowed);
    return children.length ? { ...item, children } : null;
  };
  return navigation
    .map((group) => ({ ...group, items: group.items.map(visible).filter((item) => item !== null) }))
    .filter((group) => group.items.length > 0);
}
