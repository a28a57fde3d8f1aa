import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers, scenarios } from '@/mocks';
import { UserViewPage } from '@/features/users/pages/UserViewPage';
import { api } from '@/lib/api/client';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Apps & pages/Users/View',
  component: UserViewPage,
  parameters: {
    session: 'admin',
    route: '/apps/user/view/2',
    endpoints: ['GET /api/users/user', 'GET /api/users/user/overview', 'POST /api/users/user/preferences'],
    ...pageParameters,
  },
} satisfies Meta<typeof UserViewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** User 2 of the seed: profile, plan, and the account tab's projects and activity. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Olaf Goyette' })).toBeVisible();
    await expect(canvas.getByText('@olaf.goyette57')).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'Projects' })).toBeVisible();
    await expect(within(canvas.getByRole('table', { name: 'Projects' })).getAllByRole('row')).toHaveLength(5);
    await expect(canvas.getByRole('heading', { name: 'Activity' })).toBeVisible();
  },
};

/** The bare path opens the default user (id 1). */
export const DefaultUser: Story = {
  parameters: { route: '/apps/user/view' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Aaliyah Bosco' })).toBeVisible();
  },
};

/** An id no user has: a not-found state inside the layout, with a way back. */
export const NotFound: Story = {
  parameters: { route: '/apps/user/view/999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'User not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the users' })).toHaveAttribute('href', '/apps/user/list');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { users: scenarios.loading(handlers.users) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading');
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { users: scenarios.serverError(handlers.users) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The user could not be loaded.')).toBeVisible();
  },
};

/** The user loads but the tabs' data does not: the profile stays, the tab says what failed. */
export const TabsError: Story = {
  parameters: {
    msw: {
      handlers: {
        users: [
          http.get('*/api/users/user/overview', () =>
            HttpResponse.json({ error: 'Overview offline' }, { status: 500 }),
          ),
          ...handlers.users,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This tab could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Olaf Goyette' })).toBeVisible();
  },
};

/** Flow: through the tabs; a notification preference saved survives a reload of the data. */
export const ChangeNotifications: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Olaf Goyette' });
    await step('Security', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'Security' }));
      await expect(await canvas.findByRole('table', { name: 'Recent devices' })).toBeVisible();
    });
    await step('Billing', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'Billing & plans' }));
      await expect(await canvas.findByRole('heading', { name: 'Billing address' })).toBeVisible();
    });
    await step('Notifications', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'Notifications' }));
      const box = await canvas.findByRole('checkbox', { name: 'Account activity by Email' });
      const was = box.getAttribute('aria-checked') === 'true';
      await userEvent.click(box);
      await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Save changes' })).toBeDisabled());
      // Read back through the app's client: the demo server wants the signed-in user's token.
      const saved = await api.get<{ notifications: { accountActivity: { email: boolean } } }>(
        '/api/users/user/overview',
        { query: { id: 2 } },
      );
      await expect(saved.notifications.accountActivity.email).toBe(!was);
    });
  },
};

/** Flow: a connection switch saves at once. */
export const ToggleConnection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Olaf Goyette' });
    await userEvent.click(canvas.getByRole('tab', { name: 'Connections' }));
    const slack = await canvas.findByRole('switch', { name: 'Connect Slack' });
    const was = slack.getAttribute('aria-checked') === 'true';
    await userEvent.click(slack);
    await waitFor(() => expect(slack).toHaveAttribute('aria-checked', String(!was)));
    await waitFor(() => expect(slack).toBeEnabled());
    const saved = await api.get<{ connections: { slack: boolean } }>('/api/users/user/overview', { query: { id: 2 } });
    await expect(saved.connections.slack).toBe(!was);
  },
};
