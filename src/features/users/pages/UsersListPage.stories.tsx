import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { handlers, scenarios } from '@/mocks';
import { useNavigate } from 'react-router';
import { seedManyUsers } from '@/mocks/scale';
import { Button } from '@/ui/button/Button';
import { openOverlayA11y } from '@/ui/story/overlayA11y';
import { UsersListPage } from '@/features/users/pages/UsersListPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Apps & pages/Users/List',
  component: UsersListPage,
  parameters: {
    session: 'admin',
    route: '/apps/user/list',
    endpoints: [
      'GET /api/users/list/data',
      'GET /api/users/list/all-data',
      'POST /apps/users/add-user',
      'DELETE /apps/users/delete',
    ],
    ...pageParameters,
  },
} satisfies Meta<typeof UsersListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Users' });
/** The table's body rows (the header row left out). */
const bodyRows = async (canvasElement: HTMLElement) =>
  within(await table(canvasElement))
    .getAllByRole('row')
    .slice(1);
// The demo server's order: numbers by value, letters without regard to case.
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const choose = async (combobox: string, option: string, canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('combobox', { name: combobox }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

/** Ten users a page, by full name, with the counts over all fifty above. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Showing 1 to 10 of 50 users')).toBeVisible();
    await expect(await bodyRows(canvasElement)).toHaveLength(10);
    const counts = within(canvas.getByRole('list', { name: 'User counts' }));
    await expect(await counts.findByText('50')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'User' })).toHaveAttribute('aria-sort', 'ascending');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { users: scenarios.loading(handlers.users) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(await table(canvasElement)).findByText('Loading…')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        users: [
          http.get('*/api/users/list/data', () => HttpResponse.json({ users: [], total: 0 })),
          http.get('*/api/users/list/all-data', () => HttpResponse.json([])),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No users yet')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { users: scenarios.serverError(handlers.users) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The users could not be loaded.')).toBeVisible();
    await expect(canvas.getByText('The user counts could not be loaded.')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  },
};

/** Flow: the role and status filters combine, and the URL keeps them. */
export const FilterByRoleAndStatus: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Showing 1 to 10 of 50 users');
    await step('Editors only', async () => {
      await choose('Role', 'Editor', canvasElement);
      await waitFor(async () => {
        for (const row of await bodyRows(canvasElement)) await expect(row).toHaveTextContent('Editor');
      });
    });
    await step('…who are active', async () => {
      await choose('Status', 'Active', canvasElement);
      await waitFor(async () => {
        const rows = await bodyRows(canvasElement);
        await expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) {
          await expect(row).toHaveTextContent('Editor');
          await expect(row).toHaveTextContent('Active');
        }
      });
      await expect(canvas.getByText(/^Showing 1 to \d+ of \d+ users$/)).not.toHaveTextContent('of 50 users');
    });
  },
};

/** A shared link opens the same view: editors on plan Team, sorted by email, descending. */
export const SharedView: Story = {
  parameters: { route: '/apps/user/list?role=editor&sortColumn=email&sort=desc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getByRole('combobox', { name: 'Role' })).toHaveTextContent('Editor');
    await waitFor(async () => {
      for (const row of await bodyRows(canvasElement)) await expect(row).toHaveTextContent('Editor');
    });
  },
};

/** Flow: sort by email, then the other way. */
export const SortByEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Showing 1 to 10 of 50 users');
    const emails = async () =>
      (await bodyRows(canvasElement)).map((row) => within(row).getAllByRole('cell')[1]!.textContent ?? '');
    await userEvent.click(canvas.getByRole('button', { name: 'Email' }));
    // The sort is in the address: the table follows once the router has moved.
    await waitFor(() =>
      expect(canvas.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'ascending'),
    );
    await waitFor(async () => {
      const list = await emails();
      await expect(list).toEqual([...list].sort(collator.compare));
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Email' }));
    await waitFor(() =>
      expect(canvas.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'descending'),
    );
    await waitFor(async () => {
      const list = await emails();
      await expect(list).toEqual([...list].sort(collator.compare).reverse());
    });
  },
};

/** Flow: search as you type (the server answers once typing pauses). */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Showing 1 to 10 of 50 users');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search users' }), 'paypal');
    await waitFor(async () => {
      const rows = await bodyRows(canvasElement);
      await expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) await expect(row).toHaveTextContent('Manual – PayPal');
    });
  },
};

/** The list with a Back button, as the browser's: the story's router keeps its history in memory. */
function WithBackButton() {
  const navigate = useNavigate();
  return (
    <>
      <Button variant="outline" onClick={() => void navigate(-1)}>
        Back
      </Button>
      <UsersListPage />
    </>
  );
}

/**
 * Flow: Back restores the whole view, the search box included. Typing replaces the history entry,
 * a filter adds one: Back from "cash, editors" returns to "paypal, every role".
 */
export const BackRestoresTheView: Story = {
  render: () => <WithBackButton />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Search users' });
    await canvas.findByText('Showing 1 to 10 of 50 users');
    await step('Search, then filter, then search again', async () => {
      await userEvent.type(search, 'paypal');
      await waitFor(() => expect(canvas.queryByText('Showing 1 to 10 of 50 users')).toBeNull());
      await choose('Role', 'Editor', canvasElement);
      await userEvent.clear(search);
      await userEvent.type(search, 'cash');
      await waitFor(async () => {
        const rows = await bodyRows(canvasElement);
        await expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) {
          await expect(row).toHaveTextContent('Editor');
          await expect(row).toHaveTextContent(/cash/i);
        }
      });
    });
    await step('Back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
      await waitFor(() => expect(search).toHaveValue('paypal'));
      await expect(canvas.getByRole('combobox', { name: 'Role' })).not.toHaveTextContent('Editor');
      await waitFor(async () => {
        const rows = await bodyRows(canvasElement);
        await expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) await expect(row).toHaveTextContent('Manual – PayPal');
      });
      // The cached rows show at once and are fetched again behind them: wait for the fresh ones.
      await waitFor(() => expect(canvas.getByRole('table')).not.toHaveAttribute('aria-busy'));
    });
  },
};

const fill = async (name: string, value: string) => {
  const dialog = within(await screen.findByRole('dialog', { name: 'Add user' }));
  await userEvent.type(dialog.getByRole('textbox', { name: name }), value);
};

const fillNewUser = async (email: string) => {
  await fill('Full name', 'Ada Lovelace');
  await fill('Username', 'ada.lovelace');
  await fill('Email', email);
  const dialog = within(screen.getByRole('dialog', { name: 'Add user' }));
  await userEvent.click(dialog.getByRole('combobox', { name: 'Role' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Maintainer' }));
  await userEvent.click(dialog.getByRole('combobox', { name: 'Plan' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Team' }));
};

/** Flow: add a user; the list and the counts reload, a toast confirms, and the new user can be found. */
export const AddUser: Story = {
  parameters: openOverlayA11y,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Showing 1 to 10 of 50 users');
    await step('Empty fields are named', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add user' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Add user' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Add user' }));
      await expect(await dialog.findAllByText('This field is required.')).toHaveLength(3);
    });
    await step('Fill and add', async () => {
      await fillNewUser('ada@example.com');
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add user' }));
      await waitFor(() => expect(screen.getByText('Ada Lovelace was added.')).toBeVisible());
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
    await step('The list has 51 users and finds her', async () => {
      await expect(await canvas.findByText('Showing 1 to 10 of 51 users')).toBeVisible();
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search users' }), 'ada@example');
      await expect(await canvas.findByRole('link', { name: 'Ada Lovelace' })).toBeVisible();
    });
  },
};

/** Flow: the server rejects the add (a taken email); the form says so at the field and keeps what was typed. */
export const AddUserRejected: Story = {
  parameters: openOverlayA11y,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Showing 1 to 10 of 50 users');
    await userEvent.click(canvas.getByRole('button', { name: 'Add user' }));
    await fillNewUser('aaliyah.bosco@yahoo.com');
    const dialog = within(screen.getByRole('dialog', { name: 'Add user' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add user' }));
    await expect(await dialog.findByText('This email is already in use.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ada Lovelace');
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('aaliyah.bosco@yahoo.com');
    await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveTextContent('Maintainer');
  },
};

/** A server failure on add: the form shows why above the fields and loses nothing. */
export const AddUserServerError: Story = {
  parameters: {
    ...openOverlayA11y,
    msw: {
      handlers: {
        users: [
          http.post('*/apps/users/add-user', () =>
            HttpResponse.json({ error: 'The demo server is read-only right now.' }, { status: 503 }),
          ),
          ...handlers.users,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Showing 1 to 10 of 50 users');
    await userEvent.click(canvas.getByRole('button', { name: 'Add user' }));
    await fillNewUser('ada@example.com');
    const dialog = within(screen.getByRole('dialog', { name: 'Add user' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add user' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The demo server is read-only right now.');
    await expect(dialog.getByRole('textbox', { name: 'Username' })).toHaveValue('ada.lovelace');
  },
};

/** Flow: delete a user after confirming; the list and counts reload. */
export const DeleteUser: Story = {
  parameters: openOverlayA11y,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Showing 1 to 10 of 50 users');
    const [firstRow] = await bodyRows(canvasElement);
    const name = within(firstRow!).getAllByRole('link')[0]!.textContent!;
    await userEvent.click(canvas.getByRole('button', { name: `Delete ${name}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete user?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByText(`${name} was deleted.`)).toBeVisible());
    await expect(await canvas.findByText('Showing 1 to 10 of 49 users')).toBeVisible();
    await expect(canvas.queryByRole('link', { name })).toBeNull();
  },
};

/**
 * Scale: the demo server holds 10,000 users. A search narrows them through the server; the time it
 * takes is measured by `npm run bench:users` on this story, not asserted here.
 */
export const TenThousandUsers: Story = {
  loaders: [() => seedManyUsers(10_000)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Showing 1 to 10 of 10,000 users')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search users' }), 'aaliyah');
    // Aaliyah Bosco, once per copy of the seed.
    await expect(await canvas.findByText('Showing 1 to 10 of 200 users')).toBeVisible();
  },
};

/**
 * The story opens the page through the app's route table, guard included: the client may not
 * manage users, so the guard sends them to "not authorized", as the app does.
 */
export const ClientIsRefused: Story = {
  parameters: { session: 'client' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'You are not authorized!' })).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Users' })).toBeNull();
  },
};

/** Signed out, the guard sends the reader to sign in, to come back here afterwards. */
export const SignedOutSignsInFirst: Story = {
  parameters: { session: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Users' })).toBeNull();
  },
};
