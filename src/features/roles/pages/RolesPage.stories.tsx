import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { UsersList } from '@/features/users/components/UsersList';
import { handlers, scenarios } from '@/mocks';
import { openOverlayA11y } from '@/ui/story/overlayA11y';
import { RolesPage } from '@/features/roles/pages/RolesPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Apps & pages/Roles',
  component: RolesPage,
  parameters: {
    session: 'admin',
    route: '/apps/roles',
    endpoints: [
      'GET /apps/roles/data',
      'GET /apps/permissions/data',
      'GET /api/users/list/data',
      'POST /apps/roles/add-role',
      'POST /apps/roles/update-role',
    ],
    ...pageParameters,
  },
  // The users list beneath the roles, as the app's route puts it.
  args: { children: <UsersList /> },
  // An element, not a value to edit: the Controls panel would print its compiled code.
  argTypes: { children: { control: false } },
} satisfies Meta<typeof RolesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = async (name: string) => within(await screen.findByRole('region', { name }));

/** The five seeded roles with their members and permissions, the users table beneath. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const admin = await card('Administrator');
    await expect(admin.getByText('4 users')).toBeVisible();
    await expect(admin.getByText('9 permissions')).toBeVisible();
    await expect((await card('Support')).getByText('3 permissions')).toBeVisible();
    await expect(await canvas.findByText('Showing 1 to 10 of 50 users')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { roles: scenarios.loading(handlers.roles) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…', { selector: 'p' })).toBeVisible();
    // The users beneath come from another domain and load.
    await expect(await within(canvasElement).findByText('Showing 1 to 10 of 50 users')).toBeVisible();
  },
};

/** No roles yet: only the card that adds one. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        roles: [http.get('*/apps/roles/data', () => HttpResponse.json({ roles: [] })), ...handlers.roles],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const list = within(await within(canvasElement).findByRole('list', { name: 'Roles' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(1);
    await expect(list.getByRole('button', { name: 'Add role' })).toBeVisible();
    await expect(await within(canvasElement).findByText('Showing 1 to 10 of 50 users')).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { roles: scenarios.serverError(handlers.roles) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The roles could not be loaded.')).toBeVisible();
    await expect(await within(canvasElement).findByText('Showing 1 to 10 of 50 users')).toBeVisible();
  },
};

/** Flow: give the manager "Only View" in the permission matrix; the card counts four. */
export const EditRole: Story = {
  parameters: openOverlayA11y,
  play: async () => {
    const manager = await card('Manager');
    await expect(manager.getByText('3 permissions')).toBeVisible();
    await userEvent.click(manager.getByRole('button', { name: 'Edit role Manager' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Manager' }));
    const onlyView = await dialog.findByRole('checkbox', { name: 'Grant Only View' });
    await expect(onlyView).toHaveAttribute('aria-checked', 'false');
    await expect(dialog.getByRole('checkbox', { name: 'Grant Client Communication' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(onlyView);
    await userEvent.click(dialog.getByRole('button', { name: 'Save role' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(async () => expect((await card('Manager')).getByText('4 permissions')).toBeVisible());
  },
};

/** Flow: add a role with two permissions; a new card shows it, with no members yet. */
export const AddRole: Story = {
  parameters: openOverlayA11y,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await card('Administrator');
    await userEvent.click(canvas.getByRole('button', { name: 'Add role' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add role' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Role name/ }), 'Auditor');
    await userEvent.click(await dialog.findByRole('checkbox', { name: 'Grant Only View' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Grant Financial Management' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add role' }));
    await expect(await dialog.findByText(/Use 2 to 30 lowercase letters/)).toBeVisible();
    const name = dialog.getByRole('textbox', { name: /Role name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'auditor');
    await userEvent.click(dialog.getByRole('button', { name: 'Add role' }));
    const auditor = await card('auditor');
    await expect(auditor.getByText('0 users')).toBeVisible();
    await expect(auditor.getByText('2 permissions')).toBeVisible();
  },
};

/** A taken name: the server refuses, the dialog says so and keeps the name and the ticks. */
export const AddRoleRejected: Story = {
  parameters: openOverlayA11y,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await card('Administrator');
    await userEvent.click(canvas.getByRole('button', { name: 'Add role' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add role' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Role name/ }), 'manager');
    await userEvent.click(await dialog.findByRole('checkbox', { name: 'Grant Management' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add role' }));
    await expect(await dialog.findByText('A role with this name already exists.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /Role name/ })).toHaveValue('manager');
    await expect(dialog.getByRole('checkbox', { name: 'Grant Management' })).toHaveAttribute('aria-checked', 'true');
  },
};
