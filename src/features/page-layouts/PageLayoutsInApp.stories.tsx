import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FullApp } from '@/stories/FullApp';
import { appears } from '@/stories/support/appears';
import { body, customize, desktop, navbarFitsThePhone, openMainMenu, phone } from '@/stories/support/fullApp';
import { fullAppParameters } from '@/stories/support/fullAppParameters';

/** The page-layout demos in the whole app: each fixes some of the shell's layout. */
const meta = {
  title: 'App/Flows/Page layouts',
  component: FullApp,
  args: { route: '/page-layout/layout-boxed' },
  parameters: {
    ...fullAppParameters,
    docs: {
      source: {
        code: "import { App } from '@/app/App';\n\n// The routed app, as src/app/start.tsx renders it.\nconst FullApp = () => <App />;\n",
      },
    },
  },
} satisfies Meta<typeof FullApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The menu folds a family of pages into a section, open while it holds the page on screen. */
export const MenuSections: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Boxed layout' });
    const { menu } = await openMainMenu(canvas);
    await expect(await menu.findByRole('button', { name: 'Page layouts' })).toHaveAttribute('aria-expanded', 'true');
    const signIn = menu.getByRole('button', { name: 'Sign in' });
    await expect(signIn).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(signIn);
    await userEvent.click(menu.getByRole('link', { name: 'Sign in: Cover' }));
    await appears(canvas.findByRole('heading', { level: 1, name: /Welcome to Atrium/ }));
  },
};

/** A page-layout demo fixes its layout: the menu is folded here, and the customizer shows it fixed. */
export const CollapseMenuPage: Story = {
  args: { route: '/page-layout/collapse-menu' },
  // The folded sidebar is beside the page from 1200 px wide.
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Collapsed menu' });
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toHaveAttribute('data-folded', 'true');
    await expect(canvas.queryByRole('button', { name: /Expand the menu|Collapse the menu/ })).toBeNull();
    await customize(canvas, async (panel) => {
      await appears(panel.getByText(/This page fixes some of these settings/));
      await expect(panel.getByRole('switch', { name: 'Collapsed menu' })).toBeDisabled();
    });
    await expect(localStorage.getItem('menuCollapsed')).toBeNull();
  },
};

/** Without menu: the navbar's button opens the menu as a drawer, even on a wide screen. */
export const WithoutMenuPage: Story = {
  args: { route: '/page-layout/without-menu' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Without menu' });
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Open the menu' }));
    const drawer = await body.findByRole('dialog', { name: 'Main menu' });
    await expect(within(drawer).getByRole('button', { name: 'Page layouts' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/**
 * The page as it opens, at the top: its picture is taken once its heading is in, scrolled as a
 * fresh page is (a story before it in the tab may have left the window scrolled).
 */
const atTheTop =
  (heading: string): Story['play'] =>
  async ({ canvasElement }) => {
    await appears(within(canvasElement).findByRole('heading', { level: 1, name: heading }));
    window.scrollTo({ top: 0 });
  };

export const LayoutBoxedPage: Story = { args: { route: '/page-layout/layout-boxed' }, play: atTheTop('Boxed layout') };
export const LayoutEmptyPage: Story = { args: { route: '/page-layout/layout-empty' }, play: atTheTop('Layout empty') };

/** Layout blank: signed in, no shell at all. */
export const LayoutBlankPage: Story = {
  args: { route: '/page-layout/layout-blank' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Layout blank' });
    await expect(canvas.queryByRole('banner')).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** The without-menu page layout on a 320 px phone. */
export const PhoneWithoutMenuNavbarFits: Story = {
  args: { route: '/page-layout/without-menu' },
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await appears(canvas.findByRole('heading', { level: 1, name: 'Without menu' }));
    await navbarFitsThePhone(canvas);
  },
};
