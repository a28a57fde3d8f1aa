import type { ElementType, ReactNode } from 'react';
import styled, { css } from 'styled-components';

export type NavVariant = 'tabs' | 'pills' | 'plain';

export type NavItem = {
  /** Where the link goes; also the item's key. */
  href: string;
  label: ReactNode;
  /** Before the label (give it `aria-hidden`). */
  icon?: ReactNode;
  /** After the label: a Badge with a count. */
  badge?: ReactNode;
  /** The page shown: `aria-current="page"`. (With react-router's NavLink as `linkAs`, NavLink decides.) */
  active?: boolean;
  /** A place not open yet: shown, with no address, out of the tab order. */
  disabled?: boolean;
};

export type NavProps = {
  items: NavItem[];
  /** Names the navigation landmark ("Account sections"). */
  label: string;
  /** `tabs` underlines the current link, `pills` fills it, `plain` only colours and underlines it. */
  variant?: NavVariant;
  /** One link under the other. */
  vertical?: boolean;
  /** The links share the whole width, each as wide as its words need. */
  fill?: boolean;
  /** The links share the whole width in equal parts (wins over `fill`). */
  justified?: boolean;
  /** The link component (react-router's Link or NavLink, which take `to`); plain anchors by default. */
  linkAs?: ElementType;
  className?: string;
};

type Look = { $variant: NavVariant; $vertical: boolean };

const List = styled.ul<Look & { $grow: 'none' | 'fill' | 'justified' }>`
  display: flex;
  flex-direction: ${(p) => (p.$vertical ? 'column' : 'row')};
  flex-wrap: ${(p) => (p.$vertical ? 'nowrap' : 'wrap')};
  ${(p) => p.$vertical && 'inline-size: fit-content; max-inline-size: 100%;'}
  gap: var(--space-1);
  margin: 0;
  padding: 0;
  list-style: none;
  ${(p) =>
    p.$variant === 'tabs' &&
    (p.$vertical ? 'border-inline-end: 1px solid var(--c-border);' : 'border-block-end: 1px solid var(--c-border);')}
  > li {
    display: flex;
    flex: ${(p) => (p.$grow === 'justified' ? '1 1 0' : p.$grow === 'fill' ? '1 1 auto' : 'none')};
  }
  > li > * {
    flex: 1 1 auto;
    justify-content: ${(p) => (p.$grow === 'none' || p.$vertical ? 'flex-start' : 'center')};
  }
`;

const current = `&[aria-current]:not([aria-current='false'])`;

const variants: Record<NavVariant, (vertical: boolean) => ReturnType<typeof css>> = {
  tabs: (vertical) => css`
    ${
      vertical
        ? 'margin-inline-end: -1px; border-inline-end: 2px solid transparent;'
        : 'margin-block-end: -1px; border-block-end: 2px solid transparent;'
    }
    border-start-start-radius: var(--radius-md);
    ${vertical ? 'border-end-start-radius' : 'border-start-end-radius'}: var(--radius-md);
    ${current} {
      color: var(--c-primary-text);
      border-color: var(--c-primary);
    }
  `,
  pills: () => css`
    border-radius: var(--radius-md);
    ${current} {
      background: var(--c-primary);
      color: var(--c-primary-contrast);
      box-shadow: 0 2px 6px color-mix(in srgb, var(--c-primary) 30%, transparent);
    }
  `,
  plain: () => css`
    border-radius: var(--radius-sm);
    ${current} {
      color: var(--c-primary-text);
      text-decoration: underline;
      text-decoration-thickness: 2px;
      text-underline-offset: 0.35em;
    }
  `,
};

const Link = styled.a<Look>`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  padding: 0.5rem 1rem;
  color: var(--c-text);
  font-weight: var(--fw-medium);
  text-decoration: none;
  white-space: nowrap;
  transition:
    color var(--transition),
    background var(--transition);
  svg {
    flex: none;
    inline-size: 1.1rem;
    block-size: 1.1rem;
  }
  &:hover:not([aria-disabled='true']) {
    color: var(--c-primary-text);
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--focus-ring);
  }
  ${(p) => variants[p.$variant](p.$vertical)}
  &:hover${current.slice(1)} {
    color: ${(p) => (p.$variant === 'pills' ? 'var(--c-primary-contrast)' : 'var(--c-primary-text)')};
  }
  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

/**
 * Links between places: a page's sections, an account's screens. A navigation landmark, a list of
 * links, the current one marked `aria-current="page"`; Tab goes from link to link. For panels that
 * swap in place, with arrow keys, use Tabs (ARIA tabs) instead.
 */
export function Nav({
  items,
  label,
  variant = 'tabs',
  vertical = false,
  fill = false,
  justified = false,
  linkAs = 'a',
  className,
}: NavProps) {
  const look = { $variant: variant, $vertical: vertical };
  return (
    <nav aria-label={label} className={className}>
      <List {...look} $grow={justified ? 'justified' : fill ? 'fill' : 'none'}>
        {items.map((item) => (
          <li key={item.href}>
            <Link
              {...look}
              {...(item.disabled
                ? { role: 'link', 'aria-disabled': true }
                : {
                    as: linkAs,
                    href: item.href,
                    to: linkAs === 'a' ? undefined : item.href,
                    'aria-current': item.active ? 'page' : undefined,
                  })}
            >
              {item.icon}
              {item.label}
              {item.badge}
            </Link>
          </li>
        ))}
      </List>
    </nav>
  );
}
