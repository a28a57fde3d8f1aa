import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FullApp } from '@/stories/FullApp';
import { notificationsPaths } from '@/lib/api/paths/notifications';
import { usersPaths } from '@/lib/api/paths/users';
import { appears } from '@/stories/support/appears';
import { openMainMenu } from '@/stories/support/fullApp';
import { fullAppParameters } from '@/stories/support/fullAppParameters';

/** The users list and views in the whole app. */
const meta = {
  title: 'App/Flows/Users',
  component: FullApp,
  args: { route: '/access-control' },
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

/** Flow: from the menu to the users list, then to the first user's view. */
export const UsersFromMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await appears(canvas.findByText('manage all'));
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

/**
 * The client's session reaches what its menu and navbar reach, and no more: an admin page shows
 * "not authorized", and the admin's data answers 403 even when asked for directly (the demo server
 * checks abilities as a backend would).
 */
export const ClientCannotReachAdminData: Story = {
  args: { route: '/apps/user/list' },
  parameters: { session: 'client' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /not authorized/ })).toBeVisible();
    const asClient = (path: string) =>
      fetch(path, { headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` } });
    const users = await asClient(usersPaths.list);
    await expect(users.status).toBe(403);
    await expect(((await users.json()) as { error: string }).error).toMatch(/^You do not have permission/);
    await waitFor(async () => expect((await asClient(notificationsPaths.list)).status).toBe(200));
  },
};
