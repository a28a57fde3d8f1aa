import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { routePaths } from '@/app/router/routePaths';
import { openOverlayA11y } from '@/ui/story/overlayA11y';
import { FullApp } from '@/stories/FullApp';
import { appLooks, noVisual, pageParameters } from '@/ui/story/chromatic';
import { appears } from '@/stories/support/appears';
import { advanceChatClock, fixChatClock } from '@/stories/support/chatStory';
import { fixClock } from '@/stories/support/clock';
import { expectNoSideScroll, expectWhollyOnScreen } from '@/stories/support/screenWidth';

/**
 * The whole app over the demo server. `route` lists every path in the route table; `session` in
 * parameters signs a demo user in first (admin, client, or none).
 */
const meta = {
  title: 'App/Full app',
  component: FullApp,
  args: { route: '/' },
  argTypes: { route: { control: 'select', options: routePaths } },
  parameters: {
    layout: 'fullscreen',
    route: false,
    session: 'admin',
    ...pageParameters,
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
type Canvas = ReturnType<typeof within>;

const body = within(document.body);
const desktop = { viewport: { value: 'desktop', isRotated: false } };
// The narrowest of Storybook's sizes with the navbar's bookmarks and the chat's list beside its thread
// (a phone has neither).
const tablet = { viewport: { value: 'tablet', isRotated: false } };

/**
 * The main menu as a person reaches it at the story's width: beside the page from 1200 px wide, else
 * in the drawer the navbar's menu button opens (Storybook's canvas on a laptop, a phone). `close` puts
 * the drawer away again; the sidebar stays.
 */
async function openMainMenu(canvas: Canvas) {
  const button = canvas.queryByRole('button', { name: 'Open the menu' });
  if (!button) {
    const sidebar = canvas.getByRole('navigation', { name: 'Main menu' });
    return { menu: within(sidebar), close: async () => {} };
  }
  await userEvent.click(button);
  const drawer = await appears(body.findByRole('dialog', { name: 'Main menu' }));
  const close = async () => {
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Main menu' })).toBeNull());
  };
  return { menu: within(drawer), close };
}

/** The admin at home, the e-commerce dashboard, in the vertical shell. */
export const Admin: Story = {
  parameters: appLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await appears(canvas.findByRole('heading', { level: 1, name: 'E-commerce dashboard' }));
    const { menu, close } = await openMainMenu(canvas);
    await expect(menu.getByRole('link', { name: 'E-commerce' })).toHaveAttribute('aria-current', 'page');
    await appears(menu.getByRole('link', { name: 'Access control' }));
    await close();
    // Every card has its data (the picture is taken of the whole dashboard).
    for (const text of ['$25,852', '786,617', 'Starbucks', 'Developer meetup', 'Opera Mini'])
      await appears(canvas.findByText(text));
  },
};

/** Flow: the menu's Analytics opens the analytics dashboard; its cards fetch from the demo server. */
export const AnalyticsDashboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'E-commerce dashboard' });
    await userEvent.click((await openMainMenu(canvas)).menu.getByRole('link', { name: 'Analytics' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Analytics dashboard' })).toBeInTheDocument();
    await appears(canvas.findByText('163'));
    const { menu, close } = await openMainMenu(canvas);
    await expect(menu.getByRole('link', { name: 'Analytics' })).toHaveAttribute('aria-current', 'page');
    await close();
  },
};

/**
 * Flow: from the analytics dashboard (its cards were skeletons first) to the ApexCharts page, which
 * must keep drawing: skeleton styles once left in the page made it stop producing frames.
 */
export const AnalyticsThenApexCharts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'E-commerce dashboard' });
    await userEvent.click((await openMainMenu(canvas)).menu.getByRole('link', { name: 'Analytics' }));
    await appears(canvas.findByText('163'));
    await userEvent.click((await openMainMenu(canvas)).menu.getByRole('link', { name: 'ApexCharts' }));
    await appears(canvas.findByRole('img', { name: 'Sessions by device' }));
    // Ten frames within two seconds: the page is drawing, not stuck recomputing styles.
    const frames = await new Promise<number>((resolve) => {
      let count = 0;
      const timeout = setTimeout(() => resolve(count), 2000);
      const tick = () => {
        count += 1;
        if (count === 10) {
          clearTimeout(timeout);
          resolve(count);
        } else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await expect(frames).toBe(10);
  },
};

/** Flow: from the menu to the users list, then to the first user's view. */
export const UsersFromMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'E-commerce dashboard' });
    await userEvent.click((await openMainMenu(canvas)).menu.getByRole('link', { name: 'Users' }));
    await appears(canvas.findByText('Showing 1 to 10 of 50 users'));
    const [first] = within(canvas.getByRole('table', { name: 'Users' }))
      .getAllByRole('row')
      .slice(1);
    const link = within(first!).getAllByRole('link')[0]!;
    const name = link.textContent!;
    await userEvent.click(link);
    await appears(canvas.findByRole('heading', { level: 1, name }));
    await appears(canvas.findByRole('table', { name: 'Projects' }));
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

/** Flow: the client opens an admin page and is kept out. */
export const ClientKeptOut: Story = {
  args: { route: '/colors' },
  parameters: { session: 'client' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await appears(canvas.findByRole('heading', { level: 1, name: /not authorized/ }));
    await userEvent.click(canvas.getByRole('link', { name: 'Back to home' }));
    await appears(canvas.findByText('read ACL'));
  },
};

/** Flow: signed out, a private page leads to sign-in; the admin signs in and comes back to it. */
export const SignInAndReturn: Story = {
  args: { route: '/colors' },
  parameters: { session: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await appears(canvas.findByRole('heading', { level: 1, name: /Welcome to Atrium/ }));
    await userEvent.type(canvas.getByLabelText(/^Email/), 'admin@demo.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'admin');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await appears(canvas.findByRole('heading', { level: 1, name: 'Colors' }));
  },
};

/** Signed in, a sign-in link (even one that asks to return to sign-in) leads home, never round in a circle. */
export const SignedInOnSignIn: Story = {
  args: { route: '/login?returnTo=%2Flogin' },
  play: async ({ canvasElement }) => {
    await appears(within(canvasElement).findByRole('heading', { level: 1, name: 'E-commerce dashboard' }));
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
    await appears(canvas.findByRole('heading', { level: 1, name: 'E-commerce dashboard' }));
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
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Log out' }));
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
    await canvas.findByRole('heading', { level: 1, name: 'E-commerce dashboard' });
    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.type(await within(document.body).findByRole('combobox'), 'access');
    await within(document.body).findByRole('option', { name: 'Access Control' });
    await userEvent.keyboard('{Enter}');
    await appears(canvas.findByText('manage all'));
  },
};

/**
 * Flow: a page starred in the bookmarks menu becomes a navbar shortcut that opens it. The seeded
 * bookmarks (Email, Chat, Todo, Calendar) are all in the navbar.
 */
export const BookmarkToggles: Story = {
  globals: tablet,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Email' })).toHaveAttribute('href', '/apps/email');
    await expect(canvas.getByRole('link', { name: 'Todo' })).toHaveAttribute('href', '/apps/todo');
    await expect(canvas.getByRole('link', { name: 'Calendar' })).toHaveAttribute('href', '/apps/calendar');
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit bookmarks' }));
    await userEvent.type(await within(document.body).findByRole('textbox', { name: 'Find a page' }), 'access');
    await userEvent.click(await within(document.body).findByRole('button', { name: 'Bookmark Access Control' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await canvas.findByRole('link', { name: 'Access Control' }));
    await appears(canvas.findByText('manage all'));
  },
};

/** The menu collapses to icons, and stays so (menuCollapsed is stored). */
export const Collapsed: Story = {
  // The sidebar that collapses is beside the page from 1200 px wide.
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Collapse the menu' }));
    await expect(canvas.getByRole('button', { name: 'Expand the menu' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(localStorage.getItem('menuCollapsed')).toBe('true'));
  },
};

/** On a phone the menu is a drawer over the page. */
export const PhoneMenuDrawer: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Open the menu' }));
    const drawer = await within(document.body).findByRole('dialog', { name: 'Main menu' });
    await appears(within(drawer).getByRole('link', { name: 'Colors' }));
  },
};

/** Scrolled down a long page, a button takes you back to the top and to the content. */
export const ScrollToTop: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'E-commerce dashboard' });
    await expect(canvas.queryByRole('button', { name: 'Back to top' })).toBeNull();
    // A person scrolls once the page has come in: a card still loading its code could hide the
    // content for a moment (its Suspense fallback) and so drop the focus moved there.
    await canvas.findByRole('heading', { name: 'Developer meetup' });
    // Scrolled again until the page has grown tall enough to scroll that far.
    const backToTop = await waitFor(() => {
      window.scrollTo({ top: 1000 });
      return canvas.getByRole('button', { name: 'Back to top' });
    });
    await userEvent.click(backToTop);
    await waitFor(() => expect(window.scrollY).toBe(0));
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Back to top' })).toBeNull());
  },
};

/** An unknown path shows the error page, whose link leads home. */
export const UnknownPath: Story = {
  args: { route: '/an/unknown/path' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Back to home' }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'E-commerce dashboard' })).toBeVisible());
  },
};

export const SignedOut: Story = { args: { route: '/login' }, parameters: { session: null } };
export const German: Story = { globals: { locale: 'de' } };

/** Opens the customizer, runs `choose` inside it, and closes it again. */
async function customize(canvas: Canvas, choose: (panel: Canvas) => Promise<void>) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Open the customizer' }));
  const panel = within(await body.findByRole('dialog', { name: 'Customizer' }));
  // The settings load with the panel's first opening.
  await panel.findByRole('radiogroup', { name: 'Skin' });
  await choose(panel);
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(body.queryByRole('dialog', { name: 'Customizer' })).toBeNull());
}

/** The menu folds a family of pages into a section, open while it holds the page on screen. */
export const MenuSections: Story = {
  args: { route: '/page-layout/layout-boxed' },
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

/**
 * Flow: the horizontal layout, chosen in the customizer: the menu's groups become drop-downs under
 * the navbar, opened and followed with the keyboard.
 */
export const Horizontal: Story = {
  // The bar of drop-downs is under the navbar from 1200 px wide (narrower, the drawer has the menu).
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'E-commerce dashboard' });
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'E-commerce dashboard' });
    await customize(canvas, async (panel) => {
      const colours = within(panel.getByRole('radiogroup', { name: 'Navbar colour' }));
      await userEvent.click(colours.getByRole('radio', { name: 'Primary' }));
    });
    const navbar = canvasElement.querySelector('header')!;
    await waitFor(() => expect(getComputedStyle(navbar).backgroundColor).toBe('rgb(98, 84, 224)'));
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

export const LayoutBoxedPage: Story = { args: { route: '/page-layout/layout-boxed' } };
export const LayoutEmptyPage: Story = { args: { route: '/page-layout/layout-empty' } };

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
    await appears(canvas.findByRole('heading', { level: 1, name: 'E-commerce dashboard' }));
  },
};

/** The user menu leads to the account pages the app has and the user may open. */
export const UserMenu: Story = {
  // Not pictured: its picture came out whole in some full runs and cut at the frame's first 900 px
  // in others (the frame grows for the picture while the FAQ page fades in); the flow is what it checks.
  ...noVisual,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Account menu of John Doe' }));
    const menu = within(await body.findByRole('menu'));
    await appears(menu.getByRole('menuitem', { name: 'Profile' }));
    await appears(menu.getByRole('menuitem', { name: 'Pricing' }));
    await appears(menu.getByRole('menuitem', { name: 'Settings' }));
    await userEvent.click(menu.getByRole('menuitem', { name: 'FAQ' }));
    await appears(canvas.findByRole('heading', { level: 1, name: 'Hello, how can we help?' }));
    // The menu is gone (its closing animation over), so the picture is of the page alone.
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
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

/**
 * Flow: from the shop, a product into the cart (the navbar's count follows), on through the cart
 * menu to the checkout, delivered to the saved address and paid in cash: the order is placed and
 * the cart is empty.
 */
export const ShopToOrderPlaced: Story = {
  args: { route: '/apps/ecommerce/shop' },
  parameters: openOverlayA11y,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await appears(canvas.findByText('Showing 1 to 9 of 27 products'));
    await step('Into the cart', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search products' }), 'fujifilm');
      await appears(canvas.findByText('Showing 1 to 1 of 1 products'));
      await userEvent.click(canvas.getByRole('button', { name: /^Add to cart: Fujifilm/ }));
      await userEvent.click(await canvas.findByRole('button', { name: 'Cart, 6 items' }));
      await userEvent.click(await body.findByRole('link', { name: 'Checkout' }));
    });
    await step('Cart, address, payment', async () => {
      await appears(canvas.findByRole('heading', { level: 1, name: 'Checkout' }));
      await userEvent.click(await canvas.findByRole('button', { name: 'Continue to the address' }));
      await userEvent.click(await canvas.findByRole('button', { name: 'Continue to payment' }));
      await userEvent.click(await canvas.findByRole('radio', { name: 'Cash on delivery' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    });
    await step('The order is placed', async () => {
      await appears(canvas.findByRole('heading', { name: 'Thank you! Your order is placed.' }));
      await expect(canvas.getByText(/^Your order number is AT-\d+\.$/)).toBeVisible();
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible());
    });
  },
};

/** The browser's print dialog, replaced by a spy in the invoice flow. */
const print = fn();

/**
 * Flow: from the invoice list to a new invoice (client picked by keyboard, one line),
 * saved to its preview, then its print page, which opens the print dialog.
 */
export const InvoiceListToPrint: Story = {
  args: { route: '/apps/invoice/list' },
  beforeEach: () => {
    const original = window.print;
    print.mockReset();
    window.print = print;
    return () => {
      window.print = original;
    };
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await appears(canvas.findByText('Showing 1 to 10 of 36 invoices'));
    await step('Create an invoice', async () => {
      await userEvent.click(canvas.getAllByRole('link', { name: 'Create invoice' })[0]!);
      const form = within(await appears(canvas.findByRole('form', { name: 'New invoice' })));
      await userEvent.type(form.getByRole('combobox', { name: /Client/ }), 'Janae');
      await body.findByRole('option', { name: /Janae/ });
      await userEvent.keyboard('{ArrowDown}{Enter}');
      const line = within(form.getByRole('listitem', { name: 'Line 1' }));
      await userEvent.type(line.getByRole('textbox', { name: /Item/ }), 'Consulting');
      await userEvent.clear(line.getByRole('textbox', { name: /Cost/ }));
      await userEvent.type(line.getByRole('textbox', { name: /Cost/ }), '120');
      await userEvent.click(form.getByRole('button', { name: 'Save invoice' }));
    });
    await step('Its preview, then its print page', async () => {
      const invoice = await appears(canvas.findByRole('article', { name: 'Invoice #5023' }));
      await expect(invoice).toHaveTextContent('Janae Wolff');
      await userEvent.click(canvas.getByRole('link', { name: 'Print' }));
      await waitFor(() => expect(print).toHaveBeenCalledOnce());
      await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
      await expect(canvas.getByRole('article', { name: 'Invoice #5023' })).toBeVisible();
    });
  },
};

/** The client may not open the invoices: the guard shows not authorized. */
export const ClientKeptFromInvoices: Story = {
  args: { route: '/apps/invoice/list' },
  parameters: { session: 'client' },
  play: async ({ canvasElement }) => {
    await appears(within(canvasElement).findByRole('heading', { name: 'You are not authorized!' }));
  },
};

/** Flow: from the navbar search to the mailbox, then a mail opened from the list and the next one by key. */
export const SearchToAnEmail: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'E-commerce dashboard' });
    await step('Search finds the mailbox', async () => {
      await userEvent.keyboard('{Control>}k{/Control}');
      await userEvent.type(await body.findByRole('combobox'), 'email');
      await body.findByRole('option', { name: 'Email' });
      await userEvent.keyboard('{Enter}');
    });
    await step('A mail opens, then the next', async () => {
      const inbox = await appears(canvas.findByRole('list', { name: 'Inbox' }));
      const first = within(inbox).getAllByRole('listitem')[0]!;
      await userEvent.click(within(first).getByRole('link'));
      await appears(canvas.findByRole('heading', { level: 2, name: 'Budget approval needed' }));
      await userEvent.keyboard('j');
      await appears(canvas.findByRole('heading', { level: 2, name: 'Password reset requested' }));
      await expect(canvas.getByRole('button', { name: 'Newer mail' })).toBeEnabled();
    });
  },
};

/** Flow: from the menu to the chat: Dixie's unread messages opened (the count goes), a message sent and answered. */
export const MenuToAChat: Story = {
  globals: tablet,
  // The demo server's clock stands still (the times in the picture do not change); it moves on for the reply.
  beforeEach: fixChatClock,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'E-commerce dashboard' });
    await userEvent.click((await openMainMenu(canvas)).menu.getByRole('link', { name: 'Chat' }));
    const dixie = () => canvas.findByRole('link', { name: /^Dixie O'Reilly/ });
    await step('Opening the chat clears its count', async () => {
      await expect(await appears(dixie())).toHaveAccessibleName(/3 unread messages/);
      await userEvent.click(await dixie());
      await waitFor(async () => expect(await dixie()).not.toHaveAccessibleName(/unread/));
    });
    await step('A message goes, the contact answers', async () => {
      await userEvent.type(
        await canvas.findByRole('textbox', { name: "Message to Dixie O'Reilly" }),
        'Are we still on for Friday?{Enter}',
      );
      await waitFor(async () => expect(await dixie()).toHaveAccessibleName(/You: Are we still on for Friday\?/));
      advanceChatClock(2000);
      await waitFor(async () => expect(await dixie()).toHaveAccessibleName(/Sure, I will have a look\./), {
        timeout: 8000,
      });
    });
  },
};

/** Flow: the navbar's Calendar bookmark, then an event added for today from the sidebar. */
export const BookmarkToCalendar: Story = {
  // A width with the navbar's bookmarks and the calendar's sidebar (Add event) beside the month.
  globals: desktop,
  // Today and the demo server's clock stand still: the calendar opens on the seeded events' month.
  beforeEach: fixClock,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'E-commerce dashboard' });
    await step('The Calendar bookmark opens the calendar on this month', async () => {
      const bookmarks = await canvas.findByRole('group', { name: 'Bookmarks' });
      await userEvent.click(await within(bookmarks).findByRole('link', { name: 'Calendar' }));
      await appears(canvas.findByRole('heading', { level: 1, name: 'Calendar' }));
      await expect(await canvas.findByText('16 events in the calendars shown')).toBeVisible();
    });
    await step('Add event: a title and a calendar, and it is on today', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add event' }));
      const panel = within(await appears(screen.findByRole('dialog', { name: 'Add event' })));
      await expect(panel.getByRole('textbox', { name: 'Start date' })).toHaveValue('2026-01-15');
      await userEvent.type(panel.getByRole('textbox', { name: 'Title' }), 'Quarterly review');
      await userEvent.click(panel.getByRole('combobox', { name: 'Calendar' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Business' }));
      await userEvent.click(panel.getByRole('button', { name: 'Add' }));
      await appears(screen.findByText('“Quarterly review” added'));
      const today = canvasElement.querySelector<HTMLElement>('[role="cell"][data-date="2026-01-15"]')!;
      await expect(await within(today).findByRole('button', { name: /Quarterly review/ })).toBeVisible();
      await expect(await canvas.findByText('17 events in the calendars shown')).toBeVisible();
    });
  },
};

/** The client may not open the communication apps. */
export const ClientKeptFromMail: Story = {
  args: { route: '/apps/email/inbox' },
  parameters: { session: 'client' },
  play: async ({ canvasElement }) => {
    await appears(within(canvasElement).findByRole('heading', { name: 'You are not authorized!' }));
  },
};

/**
 * Where no sidebar shows it, the navbar carries the logo too: on a phone it still fits, so the page
 * never scrolls sideways and the avatar is whole; the logo's link keeps its name without its text.
 */
async function navbarFitsThePhone(canvas: Canvas) {
  const account = await canvas.findByRole('button', { name: /^Account menu of/ });
  await expectNoSideScroll();
  await expectWhollyOnScreen(account);
  await expect(within(account.closest('header')!).getByRole('link', { name: 'Atrium' })).toHaveAttribute('href', '/');
}

/** The vertical layout on a 320 px phone: the menu is a drawer, and the navbar fits the screen. */
export const PhoneVerticalNavbarFits: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'E-commerce dashboard' });
    await expectNoSideScroll();
    await expectWhollyOnScreen(canvas.getByRole('button', { name: /^Account menu of/ }));
  },
};

/** The horizontal layout on a 390 px phone. */
export const PhoneHorizontalNavbarFits: Story = {
  globals: { viewport: { value: 'iphone12', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'E-commerce dashboard' });
    await customize(canvas, async (panel) => {
      await userEvent.click(panel.getByRole('radio', { name: 'Horizontal' }));
    });
    await navbarFitsThePhone(canvas);
  },
};

/** The menu hidden, on a 320 px phone. */
export const PhoneHiddenMenuNavbarFits: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'E-commerce dashboard' });
    await customize(canvas, async (panel) => {
      await userEvent.click(panel.getByRole('switch', { name: 'Hide the menu' }));
    });
    await navbarFitsThePhone(canvas);
  },
};

/** The without-menu page layout on a 320 px phone. */
export const PhoneWithoutMenuNavbarFits: Story = {
  args: { route: '/page-layout/without-menu' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await appears(canvas.findByRole('heading', { level: 1, name: 'Without menu' }));
    await navbarFitsThePhone(canvas);
  },
};
