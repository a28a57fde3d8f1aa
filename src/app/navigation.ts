import type { Requirement } from '@/lib/auth/ability';
import { linkOf, menuGroups, requirementOf, type IconName, type Screen } from '@/lib/screens';
import { screens } from './screens';

/**
 * The menu, derived from the screens' declarations (src/app/screens.ts): the groups in their order,
 * each screen's entry where its `order` puts it, and the entries that name a section folded under
 * one entry (placed where the first of them would be). Each shows only to users allowed to open it.
 */
export type NavLinkItem = { path: string; labelKey: string; icon: IconName; requires?: Requirement };
export type NavSection = { labelKey: string; icon: IconName; children: NavLinkItem[] };
export type NavItem = NavLinkItem | NavSection;
export type NavGroup = { titleKey: string; items: NavItem[] };

export const isSection = (item: NavItem): item is NavSection => 'children' in item;

/** A group's links, sections unfolded. */
export const linksOf = (group: NavGroup): NavLinkItem[] =>
  group.items.flatMap((item) => (isSection(item) ? item.children : [item]));

/**
 * The words the menu may show, the shell's `nav`: every group's title (a group with no screens in
 * this app too: Storybook's sidebar orders it by name) and the labels of its sections and links.
 */
export const menuWordsOf = (groups: readonly NavGroup[]): Set<string> =>
  new Set([
    ...menuGroups.map((group) => `nav.${group}`),
    ...groups.flatMap((group) =>
      group.items.flatMap((item) => [item.labelKey, ...(isSection(item) ? item.children : []).map((l) => l.labelKey)]),
    ),
  ]);

function menuOf(list: readonly Screen[]): NavGroup[] {
  // Sorted by order; `sort` is stable, so entries with the same order keep their declaration order.
  const entries = list.flatMap((screen) => (screen.menu ? [{ screen, menu: screen.menu }] : []));
  entries.sort((a, b) => a.menu.order - b.menu.order);
  return menuGroups
    .map((group) => {
      const items: NavItem[] = [];
      for (const { screen, menu } of entries.filter((entry) => entry.menu.group === group)) {
        const link = {
          path: linkOf(screen),
          labelKey: menu.labelKey,
          icon: menu.icon,
          requires: requirementOf(screen.access),
        };
        if (!menu.section) {
          items.push(link);
          continue;
        }
        const { labelKey, icon } = menu.section;
        let section = items.find((item): item is NavSection => isSection(item) && item.labelKey === labelKey);
        if (!section) items.push((section = { labelKey, icon, children: [] }));
        section.children.push(link);
      }
      return { titleKey: `nav.${group}`, items };
    })
    .filter((group) => group.items.length > 0);
}

export const navigation: NavGroup[] = menuOf(screens);

/** Every link of the menu, sections unfolded. */
export const navLinks: NavLinkItem[] = navigation.flatMap(linksOf);
