import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import styled, { css, keyframes } from 'styled-components';
import { brand } from '@/brand';
import { Logo } from '@/ui/logo/Logo';
import { Offcanvas } from '@/ui/offcanvas/Offcanvas';
import { useMediaQuery, useTheme } from '@/ui/theme';
import { useRouteHandle } from '../router/access';
import { Customizer } from './Customizer';
import { HorizontalMenu } from './HorizontalMenu';
import { LayoutSettingsProvider, useLayoutSettings, type LayoutOverride, type LayoutSettings } from './layoutSettings';
import { Navbar } from './Navbar';
import { ScrollToTop } from './ScrollToTop';
import { FOLD, NavMenu } from './NavMenu';
import { Sidebar, wide } from './Sidebar';

const Frame = styled.div<{ $sidebar: 'none' | 'full' | 'folded' }>`
  --sidebar: ${(p) =>
    p.$sidebar === 'folded' ? 'var(--menu-collapsed-width)' : p.$sidebar === 'full' ? 'var(--menu-width)' : '0px'};
  min-block-size: 100dvh;
  background: var(--c-body);
  @media ${wide} {
    padding-inline-start: var(--sidebar);
  }
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  font-size: var(--fs-xl);
  font-weight: var(--fw-bold);
  color: var(--c-menu-heading);
  text-decoration: none;
  white-space: nowrap;
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

/**
 * Each page opened from another enters with the chosen transition (fade by default); none with reduced
 * motion. The page a visit lands on appears at once: it replaces the loading screen, and fading it in
 * would only hold its content back (a browser counts faded-in text as painted when the fade ends).
 */
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
 * The signed-in shell in either layout: vertical (a collapsible, hideable menu beside the page) or
 * horizontal (the menu's groups as drop-downs under the navbar). Below a wide screen both hand the
 * menu to a drawer. The navbar sits above, the footer below, the customizer at the side.
 * Collapsing is remembered (menuCollapsed); a route may fix parts of the layout for itself.
 */
export function Shell({ initial }: { initial?: Partial<LayoutSettings> }) {
  return (
    <LayoutSettingsProvider initial={initial}>
      <ShellFrame />
    </LayoutSettingsProvider>
  );
}

function ShellFrame() {
  const { t } = useTranslation('shell');
  const chosen = useLayoutSettings();
  // What the route fixes of the layout (the page-layout demos), if anything.
  const fixed: LayoutOverride = useRouteHandle('layout') ?? {};
  const layout = { ...chosen, ...fixed };
  const theme = useTheme();
  const collapsed = fixed.collapsed ?? theme.menuCollapsed;
  const [drawer, setDrawer] = useState(false);
  const location = useLocation();
  // The page this visit landed on, and whether the person has since gone to another.
  const [landingPage] = useState(location.pathname);
  const [leftLandingPage, setLeftLandingPage] = useState(false);
  if (!leftLandingPage && location.pathname !== landingPage) setLeftLandingPage(true);
  const vertical = layout.menu === 'vertical' && !layout.menuHidden;
  // Narrower than `wide`, the sidebar is hidden (the menu button opens the drawer): not rendered at all.
  const isWide = useMediaQuery(wide);
  const home = (
    <Brand to="/">
      <Logo size={30} />
      <span className={FOLD}>{brand.name}</span>
    </Brand>
  );

  return (
    <Frame $sidebar={vertical ? (collapsed ? 'folded' : 'full') : 'none'}>
      {vertical && isWide ? (
        <Sidebar
          brand={home}
          collapsed={collapsed}
          onToggle={fixed.collapsed === undefined ? () => theme.setMenuCollapsed(!collapsed) : undefined}
        />
      ) : null}
      <Offcanvas open={drawer} onOpenChange={setDrawer} side="start" size="17rem" title={t('shell.menu')}>
        <nav aria-label={t('shell.menu')}>
          <NavMenu onNavigate={() => setDrawer(false)} />
        </nav>
      </Offcanvas>
      <Page $content={layout.content}>
        <Navbar
          onOpenMenu={() => setDrawer(true)}
          type={layout.navbar}
          color={layout.navbarColor}
          brand={vertical ? undefined : home}
          menuButton={layout.menuHidden ? 'always' : 'narrow'}
        />
        {layout.menu === 'horizontal' && !layout.menuHidden ? <HorizontalMenu /> : null}
        <Content
          key={location.pathname}
          id="content"
          tabIndex={-1}
          $transition={leftLandingPage ? layout.transition : 'none'}
        >
          <Outlet />
        </Content>
        {layout.footer === 'hidden' ? null : (
          <Footer $type={layout.footer}>
            © {new Date().getFullYear()} {brand.name} · {t('shell.footer')}
          </Footer>
        )}
      </Page>
      <ScrollToTop contentId="content" />
      <Customizer fixed={fixed} />
    </Frame>
  );
}
