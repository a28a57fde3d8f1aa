import { ChevronsLeft, ChevronsRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/ui/button/Button';
import { visuallyHiddenCss } from '@/ui/theme';
import { FOLD, NavMenu } from './NavMenu';

/** From this width the vertical layout shows its sidebar; below it the menu is a drawer. */
export const wide = '(min-width: 75em)';

/** A folded sidebar opens out over the page while hovered or while the keyboard is in it. */
const folded = `[data-folded='true']:not(:hover):not(:has(:focus-visible))`;

const Nav = styled.nav`
  position: fixed;
  inset-block: 0;
  inset-inline-start: 0;
  z-index: 20;
  display: none;
  flex-direction: column;
  inline-size: var(--menu-width);
  background: var(--c-menu-bg);
  color: var(--c-menu-text);
  border-inline-end: 1px solid var(--c-menu-border);
  transition: inline-size var(--transition);
  @media ${wide} {
    display: flex;
  }
  &[data-folded='true'] {
    box-shadow: var(--shadow);
  }
  &${folded} {
    inline-size: var(--menu-collapsed-width);
    box-shadow: none;
    .${FOLD} {
      ${visuallyHiddenCss}
    }
    a,
    button {
      justify-content: center;
    }
  }
`;

const SidebarHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);
  padding: var(--space-4);
  ${Nav}${folded} & {
    flex-direction: column;
    justify-content: center;
  }
`;

const Scroll = styled.div`
  flex: 1;
  overflow-x: hidden;
  overflow-y: auto;
  padding: 0 var(--space-3) var(--space-4);
`;

type Props = {
  /** The logo and the app's name, linking home. */
  brand: ReactNode;
  /** Folded to its icons (it opens out while hovered or while the keyboard is in it). */
  collapsed: boolean;
  /** Folds or unfolds it; without it (a route fixes the fold) there is no button. */
  onToggle?: () => void;
};

/** The vertical layout's menu beside the page, on a wide screen. */
export function Sidebar({ brand, collapsed, onToggle }: Props) {
  const { t } = useTranslation('shell');
  return (
    <Nav aria-label={t('shell.menu')} data-folded={collapsed}>
      <SidebarHead>
        {brand}
        {onToggle ? (
          <Button
            variant="text"
            tone="secondary"
            size="sm"
            iconOnly
            aria-label={collapsed ? t('shell.expandMenu') : t('shell.collapseMenu')}
            aria-pressed={collapsed}
            onClick={onToggle}
          >
            {collapsed ? <ChevronsRight aria-hidden /> : <ChevronsLeft aria-hidden />}
          </Button>
        ) : null}
      </SidebarHead>
      <Scroll>
        <NavMenu />
      </Scroll>
    </Nav>
  );
}
