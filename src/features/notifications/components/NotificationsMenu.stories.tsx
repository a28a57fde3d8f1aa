import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers, scenarios } from '@/mocks';
import { openOverlayA11y } from '@/ui/story/overlayA11y';
import { NotificationsMenu } from '@/features/notifications/components/NotificationsMenu';

const meta = {
  title: 'Layouts/Navbar/Notifications',
  component: NotificationsMenu,
  parameters: { session: 'admin' },
  decorators: [
    (Story) => <div style={{ display: 'flex', justifyContent: 'flex-end', padding: '1rem' }}>{Story()}</div>,
  ],
} satisfies Meta<typeof NotificationsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = within(document.body);

const open = async (canvasElement: HTMLElement, name: string | RegExp = /^Notifications, \d+ unread$/) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name }));
  return within(await body.findByRole('dialog', { name: 'Notifications' }));
};

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Notifications, 3 unread' })).toBeVisible();
  },
};

export const Default: Story = {
  parameters: openOverlayA11y,
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement, 'Notifications, 3 unread');
    // The panel's code comes with the first opening.
    await expect(await panel.findAllByRole('listitem')).toHaveLength(6);
    await expect(panel.getByText('Unread: 3')).toBeVisible();
  },
};

/** Flow: one marked read, one dismissed, then the rest all at once; the bell's count follows. */
export const MarkAndDismiss: Story = {
  parameters: openOverlayA11y,
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement, 'Notifications, 3 unread');
    await userEvent.click(await panel.findByRole('button', { name: 'Mark “Charles Franklin” as read' }));
    await expect(await panel.findByText('Unread: 2')).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Dismiss “Server restarted”' }));
    await waitFor(() => expect(panel.queryByText('Server restarted')).toBeNull());
    await userEvent.click(panel.getByRole('button', { name: 'Mark all as read' }));
    await expect(await panel.findByText('Unread: 0')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await expect(within(canvasElement).getByRole('button', { name: 'Notifications, 0 unread' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: { notifications: scenarios.respondWith(handlers.notifications, { notifications: [], unread: 0 }) },
    },
  },
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement, 'Notifications, 0 unread');
    await expect(await panel.findByText(/no notifications/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { ...openOverlayA11y, msw: { handlers: { notifications: scenarios.loading(handlers.notifications) } } },
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement, 'Notifications, 0 unread');
    await expect(panel.getByRole('status')).toHaveTextContent('Loading');
  },
};

export const ServerError: Story = {
  parameters: {
    ...openOverlayA11y,
    msw: { handlers: { notifications: scenarios.serverError(handlers.notifications) } },
  },
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement, 'Notifications, 0 unread');
    await expect(await panel.findByRole('alert')).toHaveTextContent('could not be loaded');
  },
};

export const French: Story = {
  parameters: openOverlayA11y,
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Notifications, 3 non lues' }));
    await expect(await body.findByText('il y a 1 heure')).toBeVisible();
  },
};
