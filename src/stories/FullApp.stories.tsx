import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { routePaths, routes } from '@/app/router/routes';

function FullApp({ route }: { route: string }) {
  // The app's own route table: the same assembly as main.tsx, in a memory router.
  const router = useMemo(() => createMemoryRouter(routes, { initialEntries: [route] }), [route]);
  return <RouterProvider router={router} />;
}

/**
 * The whole app over the demo server. `route` lists every path in the route table; `session` in
 * parameters signs a demo user in first (admin, client, or none).
 */
const meta = {
  title: 'App/Full app',
  component: FullApp,
  args: { route: '/' },
  argTypes: { route: { control: 'select', options: routePaths } },
  parameters: { layout: 'fullscreen', route: false, session: 'admin' },
} satisfies Meta<typeof FullApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The admin at home, in the vertical shell. */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Colors' })).toBeVisible();
    const menu = canvas.getByRole('navigation', { name: 'Main menu' });
    await expect(within(menu).getByRole('link', { name: 'Colors' })).toHaveAttribute('aria-current', 'page');
    await expect(within(menu).getByRole('link', { name: 'Access control' })).toBeVisible();
  },
};

/** The client's home is Access control; admin-only entries are not in the menu (SPEC 6). */
export const Client: Story = {
  args: { route: '/access-control' },
  parameters: { session: 'client' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('read ACL')).toBeVisible();
    const menu = canvas.getByRole('navigation', { name: 'Main menu' });
    await expect(within(menu).queryByRole('link', { name: 'Colors' })).toBeNull();
  },
};

/** Flow: the client opens an admin page and is kept out. */
export const ClientKeptOut: Story = {
  args: { route: '/colors' },
  parameters: { session: 'client' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /not authorized/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to home' }));
    await expect(await canvas.findByText('read ACL')).toBeVisible();
  },
};

/** Flow: signed out, a private page leads to sign-in; the admin signs in and comes back to it. */
export const SignInAndReturn: Story = {
  args: { route: '/colors' },
  parameters: { session: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Welcome to Atrium/ })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Email/), 'admin@demo.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'admin');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Colors' })).toBeVisible();
  },
};

/** Signed in, a sign-in link (even one that asks to return to sign-in) leads home, never round in a circle. */
export const SignedInOnSignIn: Story = {
  args: { route: '/login?returnTo=%2Flogin' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Colors' })).toBeVisible();
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
    await expect(await canvas.findByText('Email or Password is Invalid')).toBeVisible();
    await expect(email).toHaveValue('admin@demo.com');
    await userEvent.clear(canvas.getByLabelText(/^Password/));
    await userEvent.type(canvas.getByLabelText(/^Password/), 'admin');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Colors' })).toBeVisible();
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
    await expect(await canvas.findByRole('heading', { level: 1, name: /Welcome to Atrium/ })).toBeVisible();
    await expect(localStorage.getItem('userData')).toBeNull();
    await expect(localStorage.getItem('accessToken')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Use the Client account' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('read ACL')).toBeVisible();
  },
};

/** Flow: Ctrl+K opens the search; typing and Enter open a page with the keyboard alone. */
export const SearchOpensAPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Colors' });
    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.type(await within(document.body).findByRole('combobox'), 'access');
    await within(document.body).findByRole('option', { name: 'Access Control' });
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('manage all')).toBeVisible();
  },
};

/**
 * Flow: a page starred in the bookmarks menu becomes a navbar shortcut that opens it. Bookmarked
 * pages the app does not have yet (Email, Chat, Todo, Calendar) are not offered.
 */
export const BookmarkToggles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit bookmarks' }));
    await expect(within(document.body).queryByRole('link', { name: 'Email' })).toBeNull();
    await userEvent.type(await within(document.body).findByRole('textbox', { name: 'Find a page' }), 'access');
    await userEvent.click(await within(document.body).findByRole('button', { name: 'Bookmark Access Control' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await canvas.findByRole('link', { name: 'Access Control' }));
    await expect(await canvas.findByText('manage all')).toBeVisible();
  },
};

/** The menu collapses to icons, and stays so (menuCollapsed is stored). */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Collapse the menu' }));
    await expect(canvas.getByRole('button', { name: 'Expand the menu' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(localStorage.getItem('menuCollapsed')).toBe('true'));
  },
};

/** On a phone the menu is a drawer over the page. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Open the menu' }));
    const drawer = await within(document.body).findByRole('dialog', { name: 'Main menu' });
    await expect(within(drawer).getByRole('link', { name: 'Colors' })).toBeVisible();
  },
};

/** Scrolled down a long page, a button takes you back to the top and to the content. */
export const ScrollToTop: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Colors' });
    await expect(canvas.queryByRole('button', { name: 'Back to top' })).toBeNull();
    window.scrollTo({ top: 1000 });
    await userEvent.click(await canvas.findByRole('button', { name: 'Back to top' }));
    await waitFor(() => expect(window.scrollY).toBe(0));
    await expect(canvas.getByRole('main')).toHaveFocus();
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Back to top' })).toBeNull());
  },
};

/** An unknown path shows the error page, whose link leads home. */
export const UnknownPath: Story = {
  args: { route: '/an/unknown/path' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Back to home' }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Colors' })).toBeVisible());
  },
};

export const SignedOut: Story = { args: { route: '/login' }, parameters: { session: null } };
export const Dark: Story = { globals: { skin: 'dark' } };
export const SemiDark: Story = { globals: { skin: 'semi-dark' } };
export const Rtl: Story = { globals: { direction: 'rtl' } };
export const German: Story = { globals: { locale: 'de' } };
