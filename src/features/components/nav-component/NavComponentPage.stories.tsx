import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NavComponentPage } from '@/features/components/nav-component/NavComponentPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI elements/Components/Navs',
  component: NavComponentPage,
  parameters: { session: 'admin', route: '/components/nav-component', ...pageParameters },
} satisfies Meta<typeof NavComponentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const nav = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('navigation', { name }));

/** Six examples; every nav a named landmark of links, the current one `aria-current="page"`. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Navs');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Tabs',
      'Pills',
      'Plain links',
      'Vertical',
      'Fill and justified',
      'Kept in the address',
    ]);
    const settings = nav(canvasElement, 'Account settings');
    await expect(settings.getByRole('link', { name: 'General' })).toHaveAttribute('aria-current', 'page');
    await expect(settings.getByRole('link', { name: 'General' })).toHaveAttribute(
      'href',
      '/pages/account-settings/general',
    );
    await expect(settings.getByRole('link', { name: 'Billing (soon)' })).not.toHaveAttribute('href');
    await expect(nav(canvasElement, 'Help').getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
    await expect(nav(canvasElement, 'Mail folders').getAllByRole('link')).toHaveLength(4);
    await expect(nav(canvasElement, 'Task views').getByRole('link', { name: 'Board' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Tasks shown as a board.');
  },
};

/** Keyboard: Tab goes from link to link (no arrow keys: these are links, not tabs) and skips the disabled one. */
export const TabPastTheDisabledLink: Story = {
  play: async ({ canvasElement }) => {
    const settings = nav(canvasElement, 'Account settings');
    settings.getByRole('link', { name: 'General' }).focus();
    await userEvent.tab();
    await expect(settings.getByRole('link', { name: 'Social' })).toHaveFocus();
    await userEvent.tab();
    await expect(settings.getByRole('link', { name: 'Notifications' })).toHaveFocus();
    await userEvent.tab();
    await expect(settings.getByRole('link', { name: 'Billing (soon)' })).not.toHaveFocus();
  },
};

/**
 * Keyboard: Enter follows a view's link; the mark moves to it, the focus stays on it and the line under
 * the links says the new view.
 */
export const FollowALink: Story = {
  play: async ({ canvasElement }) => {
    const views = nav(canvasElement, 'Task views');
    const list = views.getByRole('link', { name: 'List' });
    list.focus();
    await userEvent.keyboard('{Enter}');
    // The view is in the address: the links follow once the router has moved.
    await waitFor(() => expect(list).toHaveAttribute('aria-current', 'page'));
    await expect(list).toHaveFocus();
    await expect(views.getByRole('link', { name: 'Board' })).not.toHaveAttribute('aria-current');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Tasks shown as a list.');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(views.getByRole('link', { name: 'Calendar' })).toHaveAttribute('aria-current', 'page'));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Tasks shown as a calendar.');
  },
};

/** Opened with `?view=calendar` (a reload, a shared link), the calendar view is the current one. */
export const OpenedOnAView: Story = {
  parameters: { route: '/components/nav-component?view=calendar' },
  play: async ({ canvasElement }) => {
    await expect(nav(canvasElement, 'Task views').getByRole('link', { name: 'Calendar' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
