import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { routePaths } from '@/app/router/routePaths';
import { openOverlayA11y } from '@/ui/story/overlayA11y';
import { FullApp } from '@/stories/FullApp';
import { appLooks } from '@/ui/story/chromatic';
import { appears } from '@/stories/support/appears';
import {
  atHome,
  body,
  customize,
  desktop,
  navbarFitsThePhone,
  openMainMenu,
  phone,
  tablet,
} from '@/stories/support/fullApp';
import { fullAppParameters } from '@/stories/support/fullAppParameters';
import { expectNoSideScroll, expectWhollyOnScreen } from '@/stories/support/screenWidth';

/**
 * The whole app over the demo server. `route` lists every path in the route table; `session` in
 * parameters signs a demo user in first (admin, client, or none). These stories need the core
 * features alone (the shell, sign-in, access control, the misc pages): a feature's flows are in its
 * folder (App/Flows), so a pruned starter keeps every story here. Most start at Access control, a
 * core page, so their pictures are the same in a pruned starter.
 */
const meta = {
  title: 'App/Full app',
  component: FullApp,
  args: { route: '/' },
  argTypes: { route: { control: 'select', options: routePaths } },
  parameters: {
    ...fullAppParameters,
    // What each story renders, as a product has it: FullApp is the workbench's memory-router stand-in.
    docs: {
      source: {
        code: "import { App } from '@/app/App';\n\n// The routed app, as src/app/start.tsx renders it.\nconst FullApp = () => <App />;\n",
      },
    },
  },
} satisfies Meta<typeof FullApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The admin on Access control, in the vertical shell: the menu marks the page it is on. */
export const Admin: Story = {
  args: { route: '/access-control' },
  parameters: appLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await appears(canvas.findByText('manage all'));
    const { menu, close } = await openMainMenu(canvas);
    await expect(menu.getByRole('link', { name: 'Access control' })).toHaveAttribute('aria-current', 'page');
    await close();
  },
};

/** The client's home is Access control; admin-only entries are not in the menu. */
export const Client: Story = {
  args: { route: '/access-control' },
  parameters: { session: 'client' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await appears(canvas.findByText('read ACL'));
    const { menu, close } = await openMainMenu(canvas);
    await appears(menu.getByRole('link', { name: 'Access control' }));
    await expect(menu.queryByRole('link', { name: 'Colors' })).toBeNull();
    await expect(menu.queryByRole('link', { name: 'Users' })).toBeNull();
    await close();
  },
};

/** Flow: signed out, a private page leads to sign-in; the admin signs in and comes back to it. */
export const SignInAndReturn: Story = {
  args: { route: '/access-control' },
  parameters: { session: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await appears(canvas.findByRole('heading', { level: 1, name: /Welcome to Atrium/ }));
    await userEvent.type(canvas.getByLabelText(/^Email/), 'admin@demo.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'admin');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await appears(canvas.findByText('manage all'));
  },
};

/** Signed in, a sign-in link (even one that asks to return to sign-in) leads home, never round in a circle. */
export const SignedInOnSignIn: Story = {
  args: { route: '/login?returnTo=%2Flogin' },
  play: async ({ canvasElement }) => {
    await atHome(within(canvasElement));
  },
};

/** Flow: a wrong password shows the error and keeps the email; the right one signs the admin in at home. */
export const WrongPasswordThenSignIn: Story = {
  args: { route: '/login' },
  parameters: { session: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByLabelText(/^Email/);
    await userEvent.type(email, 'admin@demo.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'nope');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await appears(canvas.findByText('Email or Password is Invalid'));
    await expect(email).toHaveValue('admin@demo.com');
    await userEvent.clear(canvas.getByLabelText(/^Password/));
    await userEvent.type(canvas.getByLabelText(/^Password/), 'admin');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await atHome(canvas);
  },
};

/**
 * Flow: logging out clears the session and opens a fresh sign-in: the next person (the client) lands
 * on their own home, not on the page the admin was using.
 */
export const LogOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Account menu of John Doe' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Log out' }));
    await appears(canvas.findByRole('heading', { level: 1, name: /Welcome to Atrium/ }));
    await expect(localStorage.getItem('userData')).toBeNull();
    await expect(localStorage.getItem('accessToken')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Use the Client account' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await appears(canvas.findByText('read ACL'));
  },
};

/** Flow: Ctrl+K opens the search; typing and Enter open a page with the keyboard alone. */
export const SearchOpensAPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await atHome(canvas);
    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.type(await body.findByRole('combobox'), 'access');
    await body.findByRole('option', { name: 'Access Control' });
    await userEvent.keyboard('{Enter}');
    await appears(canvas.findByText('manage all'));
  },
};

/** Flow: a page starred in the bookmarks menu becomes a navbar shortcut that opens it. */
export const BookmarkToggles: Story = {
  globals: tablet,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await atHome(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit bookmarks' }));
    await userEvent.type(await body.findByRole('textbox', { name: 'Find a page' }), 'access');
    await userEvent.click(await body.findByRole('button', { name: 'Bookmark Access Control' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await canvas.findByRole('link', { name: 'Access Control' }));
    await appears(canvas.findByText('manage all'));
  },
};

/** The menu collapses to icons, and stays so (menuCollapsed is stored). */
export const Collapsed: Story = {
  args: { route: '/access-control' },
  // The sidebar that collapses is beside the page from 1200 px wide.
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await appears(canvas.findByText('manage all'));
    await userEvent.click(await canvas.findByRole('button', { name: 'Collapse the menu' }));
    await expect(canvas.getByRole('button', { name: 'Expand the menu' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(localStorage.getItem('menuCollapsed')).toBe('true'));
  },
};

/** On a phone the menu is a drawer over the page. */
export const PhoneMenuDrawer: Story = {
  args: { route: '/access-control' },
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await appears(canvas.findByText('manage all'));
    await userEvent.click(await canvas.findByRole('button', { name: 'Open the menu' }));
    const drawer = await body.findByRole('dialog', { name: 'Main menu' });
    await appears(within(drawer).getByRole('link', { name: 'Access control' }));
  },
};

/** An unknown path shows the error page, whose link leads home. */
export const UnknownPath: Story = {
  args: { route: '/an/unknown/path' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Back to home' }));
    await atHome(canvas);
  },
};

export const SignedOut: Story = { args: { route: '/login' }, parameters: { session: null } };
export const German: Story = { args: { route: '/access-control' }, globals: { locale: 'de' } };

/**
 * Flow: the horizontal layout, chosen in the customizer: the menu's groups become drop-downs under
 * the navbar, opened and followed with the keyboard.
 */
export const Horizontal: Story = {
  args: { route: '/access-control' },
  // The bar of drop-downs is under the navbar from 1200 px wide (narrower, the drawer has the menu).
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await appears(canvas.findByText('manage all'));
    await customize(canvas, async (panel) => {
      await userEvent.click(panel.getByRole('radio', { name: 'Horizontal' }));
      await expect(panel.getByRole('switch', { name: 'Collapsed menu' })).toBeDisabled();
    });
    const menu = canvas.getByRole('navigation', { name: 'Main menu' });
    await expect(canvas.queryByRole('button', { name: 'Collapse the menu' })).toBeNull();
    within(menu).getByRole('button', { name: 'Misc' }).focus();
    await userEvent.keyboard('{Enter}');
    // Found again: the drop-down's code arrives with its first use, and its button replaces the one
    // drawn until then (src/ui/shared/lazyOverlay.tsx). The open menu hides the page behind it from
    // assistive technology, the button included, as a modal menu does.
    const misc = () => within(menu).getByRole('button', { name: 'Misc', hidden: true });
    await waitFor(() => expect(misc()).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Maintenance' }));
    await appears(canvas.findByRole('heading', { level: 1, name: /maintenance/i }));
  },
};

/** The navbar in a tone of the palette, chosen in the customizer. */
export const NavbarColour: Story = {
  args: { route: '/access-control' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await appears(canvas.findByText('manage all'));
    await customize(canvas, async (panel) => {
      const colours = within(panel.getByRole('radiogroup', { name: 'Navbar colour' }));
      await userEvent.click(colours.getByRole('radio', { name: 'Primary' }));
    });
    const navbar = canvasElement.querySelector('header')!;
    await waitFor(() => expect(getComputedStyle(navbar).backgroundColor).toBe('rgb(98, 84, 224)'));
  },
};

/**
 * Flow: forgotten password to signed in. The demo shows the link the email would carry; the new
 * password works and the old one no longer does.
 */
export const RecoverPassword: Story = {
  args: { route: '/forgot-password' },
  parameters: { session: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Email/), 'admin@demo.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await userEvent.click(await canvas.findByRole('link', { name: 'Open the link the email would carry' }));
    await userEvent.type(await canvas.findByLabelText(/^New password/), 'fresh-secret');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'fresh-secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await userEvent.click(await canvas.findByRole('link', { name: 'Sign in' }));
    await userEvent.type(await canvas.findByLabelText(/^Email/), 'admin@demo.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'admin');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await appears(canvas.findByText('Email or Password is Invalid'));
    await userEvent.clear(canvas.getByLabelText(/^Password/));
    await userEvent.type(canvas.getByLabelText(/^Password/), 'fresh-secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await atHome(canvas);
  },
};

/** The client's user menu offers only what the client may open. */
export const ClientUserMenu: Story = {
  args: { route: '/access-control' },
  parameters: { session: 'client', ...openOverlayA11y },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Account menu of/ }));
    const menu = within(await body.findByRole('menu'));
    await appears(menu.getByRole('menuitem', { name: 'Access control' }));
    await expect(menu.queryByRole('menuitem', { name: 'Pricing' })).toBeNull();
  },
};

/** The vertical layout on a 320 px phone: the menu is a drawer, and the navbar fits the screen. */
export const PhoneVerticalNavbarFits: Story = {
  args: { route: '/access-control' },
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await appears(canvas.findByText('manage all'));
    await expectNoSideScroll();
    await expectWhollyOnScreen(canvas.getByRole('button', { name: /^Account menu of/ }));
  },
};

/** The horizontal layout on a 390 px phone. */
export const PhoneHorizontalNavbarFits: Story = {
  args: { route: '/access-control' },
  globals: { viewport: { value: 'iphone12', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await appears(canvas.findByText('manage all'));
    await customize(canvas, async (panel) => {
      await userEvent.click(panel.getByRole('radio', { name: 'Horizontal' }));
    });
    await navbarFitsThePhone(canvas);
  },
};

/** The menu hidden, on a 320 px phone. */
export const PhoneHiddenMenuNavbarFits: Story = {
  args: { route: '/access-control' },
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await appears(canvas.findByText('manage all'));
    await customize(canvas, async (panel) => {
      await userEvent.click(panel.getByRole('switch', { name: 'Hide the menu' }));
    });
    await navbarFitsThePhone(canvas);
  },
};
