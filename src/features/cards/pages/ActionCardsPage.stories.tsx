import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers, scenarios } from '@/mocks';
import { cardEndpoints } from '@/stories/support/cardStories';
import { ActionCardsPage } from '@/features/cards/pages/ActionCardsPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

/** `/cards/action`: cards that collapse, refresh their data under a block-UI veil, and close. */
const meta = {
  title: 'UI elements/Cards/Actions',
  component: ActionCardsPage,
  parameters: { session: 'admin', route: '/cards/action', endpoints: cardEndpoints, ...pageParameters },
} satisfies Meta<typeof ActionCardsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Collapse folds the body away and back. */
export const Collapse: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const collapse = await canvas.findByRole('button', { name: 'Collapse Transactions' });
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await expect(await canvas.findByText('Starbucks')).toBeVisible();
    await userEvent.click(collapse);
    await expect(collapse).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('Starbucks')).not.toBeVisible();
    await userEvent.click(collapse);
    await expect(canvas.getByText('Starbucks')).toBeVisible();
  },
};

/** Refresh asks the server again; until it answers the body is veiled (block UI) and cannot be used. */
export const Refresh: Story = {
  parameters: { msw: { handlers: { cards: scenarios.slow(handlers.cards, 800) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Starbucks')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh Transactions' }));
    await expect(await canvas.findByText('Refreshing Transactions')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Refresh Transactions' })).toBeDisabled();
    await waitFor(() => expect(canvas.queryByText('Refreshing Transactions')).toBeNull(), { timeout: 5000 });
    await expect(canvas.getByText('Starbucks')).toBeVisible();
  },
};

/** Close removes a card; the page offers to show the closed ones again. */
export const Close: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Close User timeline' }));
    await expect(canvas.queryByRole('heading', { name: 'User timeline' })).toBeNull();
    await expect(canvas.getByText('1 card closed.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show them again' }));
    await expect(await canvas.findByRole('heading', { name: 'User timeline' })).toBeVisible();
  },
};
