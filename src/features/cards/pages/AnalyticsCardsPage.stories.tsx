import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cardEndpoints, failing } from '@/stories/support/cardStories';
import { AnalyticsCardsPage } from '@/features/cards/pages/AnalyticsCardsPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

/** `/cards/analytics`: every analytics card and the charted dashboard cards. */
const meta = {
  title: 'UI elements/Cards/Analytics/Page',
  component: AnalyticsCardsPage,
  parameters: { session: 'admin', route: '/cards/analytics', endpoints: cardEndpoints, ...pageParameters },
} satisfies Meta<typeof AnalyticsCardsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('163')).toBeVisible();
    await expect(await canvas.findByText('$86,589')).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: failing,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Customers could not be loaded.')).toBeVisible();
  },
};
