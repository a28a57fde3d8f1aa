import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PaginationPage } from '@/features/extensions/pagination/PaginationPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI elements/Extensions/Pagination',
  component: PaginationPage,
  parameters: { session: 'admin', route: '/extensions/pagination', ...pageParameters },
} satisfies Meta<typeof PaginationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three examples, each on its first page (the audit log on page 60). */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Pagination');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'State in the address',
      'First, last and go to a page',
      'Focus follows the page',
    ]);
    const invoices = within(canvas.getByRole('navigation', { name: 'Invoices' }));
    await expect(invoices.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('Invoice #5000, Atlas')).toBeVisible();
    const log = within(canvas.getByRole('navigation', { name: 'Audit log' }));
    await expect(log.getByRole('button', { name: 'First page' })).toBeEnabled();
    await expect(canvas.getByText('Page 60 of 120')).toBeVisible();
  },
};

/** By keyboard: page 2 goes into the address; a search then starts again at page 1, in the address too. */
export const StateInTheAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const invoices = within(canvas.getByRole('navigation', { name: 'Invoices' }));
    invoices.getByRole('button', { name: 'Next page' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(invoices.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('?page=2')).toBeVisible();
    await expect(canvas.getByText('Invoice #5005, Fjord')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Client' }), 'atl');
    await waitFor(() => expect(canvas.getByText('?page=1&q=atl')).toBeVisible());
    await expect(canvas.getByText('Invoice #5040, Atlas')).toBeVisible();
    await expect(invoices.getByRole('button', { name: 'Page 2' })).toBeVisible();
  },
};

/** Opened from a shared link: the search, the size and the page come from the address. */
export const OpenedFromALink: Story = {
  parameters: { route: '/extensions/pagination?q=atl&size=5&page=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Client' })).toHaveValue('atl');
    const invoices = within(canvas.getByRole('navigation', { name: 'Invoices' }));
    await expect(invoices.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('Invoice #5050, Atlas')).toBeVisible();
  },
};

/** Last and First by keyboard; a page out of range is refused with its reason, a good one is shown. */
export const JumpToAPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = within(canvas.getByRole('navigation', { name: 'Audit log' }));
    log.getByRole('button', { name: 'Last page' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Page 120 of 120')).toBeVisible();
    await expect(log.getByRole('button', { name: 'Last page' })).toBeDisabled();
    const field = canvas.getByRole('spinbutton', { name: 'Go to page' });
    await userEvent.type(field, '500{Enter}');
    await expect(canvas.getByText('Choose a page from 1 to 120.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(field);
    await userEvent.type(field, '7{Enter}');
    await expect(canvas.getByText('Page 7 of 120')).toBeVisible();
    await expect(log.getByRole('button', { name: 'Page 7' })).toHaveAttribute('aria-current', 'page');
  },
};

/** After Enter on page 2, the focus is on the results' heading, which names the new page. */
export const FocusFollowsThePage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const articles = within(canvas.getByRole('navigation', { name: 'Articles' }));
    articles.getByRole('button', { name: 'Page 2' }).focus();
    await userEvent.keyboard('{Enter}');
    const heading = canvas.getByRole('heading', { name: 'Articles, page 2 of 3' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText('When to hire an accountant')).toBeVisible();
  },
};
