import type { Meta, StoryObj } from '@storybook/react-vite';
import { useNavigate } from 'react-router';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { handlers, scenarios, setDemoNow } from '@/mocks';
import { appears } from '@/stories/support/appears';
import { Button } from '@/ui/button/Button';
import { openOverlayA11y } from '@/ui/story/overlayA11y';
import { PermissionsPage } from '@/features/permissions/pages/PermissionsPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Apps & pages/Permissions',
  component: PermissionsPage,
  parameters: {
    session: 'admin',
    route: '/apps/permissions',
    endpoints: [
      'GET /apps/permissions/data',
      'GET /apps/roles/data',
      'POST /apps/permissions/add-permission',
      'POST /apps/permissions/update-permission',
      'DELETE /apps/permissions/delete',
    ],
    ...pageParameters,
  },
  // A permission added now is dated by the demo server's clock: fixed, so its picture does not change
  // with the time of day.
  beforeEach: () => {
    setDemoNow('2026-11-22T13:50:00.000Z');
    return () => setDemoNow();
  },
} satisfies Meta<typeof PermissionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: 'Permissions' }))
    .getAllByRole('row')
    .slice(1);
const nameOf = (row: HTMLElement) => within(row).getAllByRole('cell')[0]!.textContent;

/** The demo data's nine seeded permissions with their roles as coloured badges. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Showing 1 to 9 of 9 permissions')).toBeVisible();
    const [first] = await bodyRows(canvasElement);
    await expect(nameOf(first!)).toBe('Management');
    await expect(within(first!).getByText('Administrator')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { permissions: scenarios.loading(handlers.permissions) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        permissions: scenarios.respondWith(handlers.permissions, {
          params: { q: '', page: 1, perPage: 10 },
          allData: [],
          total: 0,
          permissions: [],
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No permissions yet')).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { permissions: scenarios.serverError(handlers.permissions) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The permissions could not be loaded.')).toBeVisible();
  },
};

/** Flow: only the permissions the support role has (three of them), then a search within them. */
export const FilterByRole: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Showing 1 to 9 of 9 permissions');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Support' }));
    await expect(await canvas.findByText('Showing 1 to 3 of 3 permissions')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search permissions' }), 'email');
    await expect(await canvas.findByText('Showing 1 to 1 of 1 permissions')).toBeVisible();
    await expect(nameOf((await bodyRows(canvasElement))[0]!)).toBe('Manage Email Sequences');
  },
};

/** The page with a Back button, as the browser's: the story's router keeps its history in memory. */
function WithBackButton() {
  const navigate = useNavigate();
  return (
    <>
      <Button variant="outline" onClick={() => void navigate(-1)}>
        Back
      </Button>
      <PermissionsPage />
    </>
  );
}

/**
 * Flow: Back restores the whole view, the search box included (the list state hook the users list
 * uses too). Typing replaces the history entry, the role filter adds one: Back from "project,
 * support" returns to "manage, every role".
 */
export const BackRestoresTheView: Story = {
  render: () => <WithBackButton />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Search permissions' });
    await canvas.findByText('Showing 1 to 9 of 9 permissions');
    await step('Search, then filter, then search again', async () => {
      await userEvent.type(search, 'manage');
      await expect(await canvas.findByText('Showing 1 to 5 of 5 permissions')).toBeVisible();
      await userEvent.click(canvas.getByRole('combobox', { name: 'Role' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Support' }));
      await expect(await canvas.findByText('Showing 1 to 2 of 2 permissions')).toBeVisible();
      await userEvent.clear(search);
      await userEvent.type(search, 'project');
      await expect(await canvas.findByText('Showing 1 to 1 of 1 permissions')).toBeVisible();
    });
    await step('Back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
      await waitFor(() => expect(search).toHaveValue('manage'));
      await expect(canvas.getByRole('combobox', { name: 'Role' })).toHaveTextContent('All roles');
      await expect(await canvas.findByText('Showing 1 to 5 of 5 permissions')).toBeVisible();
    });
  },
};

/** Flow: a new permission goes first, given to the administrator only (docs/demo-api.md). */
export const AddPermission: Story = {
  parameters: openOverlayA11y,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Showing 1 to 9 of 9 permissions');
    await userEvent.click(canvas.getByRole('button', { name: 'Add permission' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add permission' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add permission' }));
    await expect(await dialog.findByText('Give the permission a name.')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Permission name' }), 'Export Reports');
    await userEvent.click(dialog.getByRole('button', { name: 'Add permission' }));
    await expect(await canvas.findByText('Showing 1 to 10 of 10 permissions')).toBeVisible();
    const [first] = await bodyRows(canvasElement);
    await expect(nameOf(first!)).toBe('Export Reports');
    await expect(
      within(first!)
        .getAllByText(/./, { selector: 'span' })
        .map((b) => b.textContent),
    ).toContain('Administrator');
    await expect(within(first!).queryByText('Manager')).toBeNull();
    await appears(screen.findByText('“Export Reports” was added.'));
  },
};

/** A taken name is refused by the server; the dialog says so and keeps the name typed. */
export const AddDuplicateRejected: Story = {
  parameters: openOverlayA11y,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Showing 1 to 9 of 9 permissions');
    await userEvent.click(canvas.getByRole('button', { name: 'Add permission' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add permission' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Permission name' }), 'only view');
    await userEvent.click(dialog.getByRole('button', { name: 'Add permission' }));
    await expect(await dialog.findByText('A permission with this name already exists.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Permission name' })).toHaveValue('only view');
  },
};

/** Flow: rename a permission; its roles stay. */
export const RenamePermission: Story = {
  parameters: openOverlayA11y,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Showing 1 to 9 of 9 permissions');
    await userEvent.click(canvas.getByRole('button', { name: 'Rename Only View' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rename permission' }));
    const name = dialog.getByRole('textbox', { name: 'Permission name' });
    await expect(name).toHaveValue('Only View');
    await userEvent.clear(name);
    await userEvent.type(name, 'Read Only');
    await userEvent.click(dialog.getByRole('button', { name: 'Save name' }));
    const row = await waitFor(async () => {
      const found = (await bodyRows(canvasElement)).find((r) => nameOf(r) === 'Read Only');
      await expect(found).toBeDefined();
      return found!;
    });
    await expect(within(row).getByText('Restricted user')).toBeVisible();
    await expect(canvas.queryByText('Only View')).toBeNull();
  },
};

/** Flow: delete a permission after confirming. */
export const DeletePermission: Story = {
  parameters: openOverlayA11y,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Showing 1 to 9 of 9 permissions');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Project Planning' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete permission?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByText('Showing 1 to 8 of 8 permissions')).toBeVisible();
    await expect(canvas.queryByText('Project Planning')).toBeNull();
    // The dialog closes once the delete has settled, which can be a moment after the list shows it.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
