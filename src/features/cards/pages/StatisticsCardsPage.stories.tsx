import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { cardEndpoints, whileLoading } from '@/stories/support/cardStories';
import { StatisticsCardsPage } from '@/features/cards/pages/StatisticsCardsPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

/** `/cards/statistics`: the figures and the statistics series as cards. */
const meta = {
  title: 'UI elements/Cards/Statistics/Page',
  component: StatisticsCardsPage,
  parameters: { session: 'admin', route: '/cards/statistics', endpoints: cardEndpoints, ...pageParameters },
} satisfies Meta<typeof StatisticsCardsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Revenue and orders both total 97,500.
    await waitFor(() => expect(canvas.getAllByText('97.5K')).toHaveLength(2));
    await expect(await canvas.findByText('2,76k')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: whileLoading,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(10);
  },
};
