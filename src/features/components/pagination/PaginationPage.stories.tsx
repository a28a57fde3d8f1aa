import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PaginationPage } from '@/features/components/pagination/PaginationPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI elements/Components/Pagination',
  component: PaginationPage,
  parameters: { session: 'admin', route: '/components/pagination', ...pageParameters },
} satisfies Meta<typeof PaginationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seven examples; every pagination is a navigation landmark with a name of its own. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Pagination');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Controlled by state',
      'Sizes',
      'Alignment',
      'Many pages',
      'First and last',
      'List footer',
      'In the address',
    ]);
    const many = within(canvas.getByRole('navigation', { name: 'Log pages, one sibling' }));
    await expect(many.getAllByRole('button').map((b) => b.textContent || b.getAttribute('aria-label'))).toEqual([
      'Previous page',
      '1',
      '23',
      '24',
      '25',
      '50',
      'Next page',
    ]);
    await expect(canvas.getByText('Showing 1 to 4 of 13 members')).toBeVisible();
    await expect(canvas.getByText('/components/pagination')).toBeVisible();
  },
};

/** Keyboard: Tab reaches the pages, Enter opens one and the address follows (`?page=`), as does Next. */
export const GoToAPageByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pages = within(canvas.getByRole('navigation', { name: 'Report pages' }));
    // From the page before it, Tab enters the pagination at its first enabled button.
    pages.getByRole('button', { name: 'Page 1' }).focus();
    await userEvent.tab();
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('/components/pagination?page=2')).toBeVisible();
    pages.getByRole('button', { name: 'Next page' }).focus();
    await userEvent.keyboard(' ');
    await expect(pages.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('/components/pagination?page=3')).toBeVisible();
  },
};

/** The first and last buttons jump to the ends and turn off there. */
export const JumpToTheEnds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pages = within(canvas.getByRole('navigation', { name: 'Event pages' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await expect(pages.getByRole('button', { name: 'Page 120' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Last page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'First page' }));
    await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  },
};

/** The lists held in state follow their paginations: the orders' line, the members shown, the long list's window. */
export const PageThroughTheLists: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const orders = within(canvas.getByRole('navigation', { name: 'Orders pages' }));
    await userEvent.click(orders.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('Orders, page 4 of 7')).toBeVisible();
    const members = within(canvas.getByRole('navigation', { name: 'Members pages' }));
    await userEvent.click(members.getByRole('button', { name: 'Page 4' }));
    await expect(canvas.getByText('Showing 13 to 13 of 13 members')).toBeVisible();
    await expect(canvas.getByText('Mateo Silva')).toBeVisible();
    await expect(members.getByRole('button', { name: 'Next page' })).toBeDisabled();
    const log = within(canvas.getByRole('navigation', { name: 'Log pages, one sibling' }));
    await userEvent.click(log.getByRole('button', { name: 'Page 50' }));
    const wide = within(canvas.getByRole('navigation', { name: 'Log pages, two siblings' }));
    await expect(wide.getByRole('button', { name: 'Page 50' })).toHaveAttribute('aria-current', 'page');
    await expect(wide.getByRole('button', { name: 'Page 46' })).toBeVisible();
    const small = within(canvas.getByRole('navigation', { name: 'Small pagination' }));
    await userEvent.click(small.getByRole('button', { name: 'Page 5' }));
    await expect(small.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    const centred = within(canvas.getByRole('navigation', { name: 'Centred pages' }));
    await userEvent.click(centred.getByRole('button', { name: 'Page 3' }));
    const end = within(canvas.getByRole('navigation', { name: 'End-aligned pages' }));
    await expect(end.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Opened with `?page=4`, the address example starts on page 4. */
export const OpenedOnAPage: Story = {
  parameters: { route: '/components/pagination?page=4' },
  play: async ({ canvasElement }) => {
    const pages = within(within(canvasElement).getByRole('navigation', { name: 'Report pages' }));
    await expect(pages.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
  },
};
