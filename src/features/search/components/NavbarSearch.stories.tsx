import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers, scenarios } from '@/mocks';
import { appears } from '@/stories/support/appears';
import { openOverlayA11y } from '@/ui/story/overlayA11y';
import { NavbarSearch } from '@/features/search/components/NavbarSearch';

const meta = {
  title: 'Layouts/Navbar/Search',
  component: NavbarSearch,
  parameters: { ...openOverlayA11y, session: 'admin' },
} satisfies Meta<typeof NavbarSearch>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = within(document.body);

export const Closed: Story = {};

/** Typing filters the groups; arrow keys move through the pages; Enter opens one and closes the search. */
export const KeyboardOpensAPage: Story = {
  play: async () => {
    await userEvent.keyboard('{Control>}k{/Control}');
    const input = await body.findByRole('combobox', { name: 'Search pages, files and contacts' });
    await userEvent.type(input, 'login');
    const options = await body.findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['Login Basic', 'Login Cover']);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // The route table opens the page chosen: the cover sign-in page.
    await expect(await body.findByRole('button', { name: 'Sign in' })).toBeVisible();
  },
};

/** Pages, files and contacts, at most four each. */
export const Groups: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Search/ }));
    await userEvent.type(await body.findByRole('combobox'), 'a');
    await expect(await body.findAllByRole('option')).toHaveLength(4);
    // The dialog fades in.
    await appears(body.getByRole('heading', { name: 'Files' }));
    await appears(body.getByRole('heading', { name: 'Contacts' }));
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Search/ }));
    await userEvent.type(await body.findByRole('combobox'), 'zzzz');
    await appears(body.findByText('No results for “zzzz”'));
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { search: scenarios.serverError(handlers.search) } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Search/ }));
    await appears(body.findByText('Search is unavailable right now.'));
  },
};

/** Escape closes it. */
export const Escape: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Search/ }));
    await body.findByRole('combobox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};
