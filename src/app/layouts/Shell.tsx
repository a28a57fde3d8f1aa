import { ChevronsLeft, ChevronsRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import styled, { css, keyframes } from 'styled-components';
import { Button } from '@/ui/button/Button';
import { Logo } from '@/ui/logo/Logo';
import { Offcanvas } from '@/ui/offcanvas/Offcanvas';
import { useTheme } from '@/ui/theme';
import { Customizer } from './Customizer';
import { ScrollToTop } from './ScrollToTop';
import { LayoutSettingsProvider, useLayoutSettings, type LayoutSettings } from './layoutSettings';
import { Navbar } from './Navbar';
import { NavMenu } from './NavMenu';

const Shell = styled.div<{ $collapsed: boolean }>`
  --sidebar: ${(p) => (p.$collapsed ? 'var(--menu-collapsed-width)' : 'var(--menu-width)')};
  min-block-size: 100dvh;
  background: var(--c-body);
  @media (min-width: 75em) {
    padding-inline-start: var(--sidebar);
  }
`;

const Sidebar = styled.nav`
  position: fixed;
  inset-block: 0;
  inset-inline-start: 0;
  z-index: 20;
  display: none;
  flex-direction: column;
  inline-size: var(--sidebar);
  background: var(--c-menu-bg);
  color: var(--c-menu-text);
  border-inline-end: 1px solid var(--c-menu-border);
  transition: inline-size var(--transition);
  @media (min-width: 75em) {
    display: flex;
  }
`;

const SidebarHead = styled.div<{ $collapsed: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${(p) => (p.$collapsed ? 'center' : 'space-between')};
  gap: var(--space-2);
  padding: var(--space-4);
  ${(p) => (p.$collapsed ? 'flex-direction: column;' : '')}
`;

export const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  font-size: var(--fs-xl);
  font-weight: var(--fw-bold);
  color: var(--c-menu-heading);
  text-decoration: none;
`;

const Scroll = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: 0 var(--space-3) var(--space-4);
`;

const Page = styled.div<{ $content: LayoutSettings['content'] }>`
  display: flex;
  flex-direction: column;
  gap: var(--space-5);
  min-block-size: 100dvh;
  max-inline-size: ${(p) => (p.$content === 'boxed' ? '1440px' : 'none')};
  margin-inline: auto;
  padding: var(--space-4) var(--space-5) 0;
  @media (max-width: 36em) {
    padding-inline: var(--space-3);
  }
`;

const transitions = {
  fade: keyframes`from { opacity: 0; } to { opacity: 1; }`,
  slide: keyframes`from { opacity: 0; transform: translateY(1rem); } to { opacity: 1; transform: none; }`,
  zoom: keyframes`from { opacity: 0; transform: scale(0.97); } to { opacity: 1; transform: none; }`,
};

/** Each page enters with the chosen transition (fade by default, SPEC 1); none with reduced motion. */
const Content = styled.main<{ $transition: LayoutSettings['transition'] }>`
  flex: 1;
  &:focus {
    outline: none;
  }
  ${(p) =>
    p.$transition !== 'none' &&
    css`
      animation: ${transitions[p.$transition]} 0.3s ease-out;
    `}
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Footer = styled.footer<{ $type: LayoutSettings['footer'] }>`
  padding: var(--space-4) 0;
  color: var(--c-muted);
  font-size: var(--fs-sm);
  ${(p) =>
    p.$type === 'sticky' &&
    css`
      position: sticky;
      inset-block-end: 0;
      padding-inline: var(--space-4);
      background: var(--c-card);
      border-block-start: 1px solid var(--c-border);
    `}
`;

/**
 * The signed-in shell: a collapsible menu beside the page (a drawer on a phone), the navbar above,
 * the footer below, and the customizer. Collapsing is remembered (SPEC 9, menuCollapsed).
 */
export function VerticalLayout({ initial }: { initial?: Partial<LayoutSettings> }) {
  return (
    <LayoutSettingsProvider initial={initial}>
      <ShellFrame />
    </LayoutSettingsProvider>
  );
}

function ShellFrame() {
  const { t } = useTranslation();
  const layout = useLayoutSettings();
  const { menuCollapsed, setMenuCollapsed } = useTheme();
  const [drawer, setDrawer] = useState(false);
  const location = useLocation();
  const brand = (hideName: boolean) => (
    <Brand to="/">
      <Logo size={30} />
      <span className={hideName ? 'visually-hidden' : undefined}>{t('app.name')}</span>
    </Brand>
  );

  return (
    <Shell $collapsed={menuCollapsed}>
      <Sidebar aria-label={t('shell.menu')}>
        <SidebarHead $collapsed={menuCollapsed}>
          {brand(menuCollapsed)}
          <Button
            variant="text"
            tone="secondary"
            size="sm"
            iconOnly
            aria-label={menuCollapsed ? t('shell.expandMenu') : t('shell.collapseMenu')}
            aria-pressed={menuCollapsed}
            onClick={() => setMenuCollapsed(!menuCollapsed)}
          >
            {menuCollapsed ? <ChevronsRight aria-hidden /> : <ChevronsLeft aria-hidden />}
          </Button>
        </SidebarHead>
        <Scroll>
          <NavMenu collapsed={menuCollapsed} />
        </Scroll>
      </Sidebar>
      <Offcanvas open={drawer} onOpenChange={setDrawer} side="start" size="17rem" title={t('shell.menu')}>
        <nav aria-label={t('shell.menu')}>
          <NavMenu onNavigate={() => setDrawer(false)} />
        </nav>
      </Offcanvas>
      <Page $content={layout.content}>
        <Navbar onOpenMenu={() => setDrawer(true)} type={layout.navbar} />
        <Content key={location.pathname} id="content" tabIndex={-1} $transition={layout.transition}>
          <Outlet />
        </Content>
        {layout.footer === 'hidden' ? null : (
          <Footer $type={layout.footer}>
            © {new Date().getFullYear()} {t('app.name')} · {t('shell.footer')}
          </Footer>
        )}
      </Page>
      <ScrollToTop contentId="content" />
      <Customizer />
    </Shell>
  );
}
