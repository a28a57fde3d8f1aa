import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { handlers, scenarios } from '@/mocks';
import { cardEndpoints } from '@/stories/support/cardStories';
import { ApexChartsPage } from './ApexChartsPage';
import { pageParameters } from '../../../../.storybook/parameters';

/** `/charts/apex`: ten kinds, from line to donut, over the card data. */
const meta = {
  title: 'Charts/ApexCharts',
  component: ApexChartsPage,
  parameters: {
    session: 'admin',
    route: '/charts/apex',
    endpoints: cardEndpoints,
    ...pageParameters,
  },
} satisfies Meta<typeof ApexChartsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'ApexCharts' })).toBeVisible();
    for (const name of ['Site traffic over seven days', 'Daily price: open, high, low and close', 'Sessions by device'])
      await expect(await canvas.findByRole('img', { name })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(10);
  },
};
export const Dark: Story = { ...Default, globals: { skin: 'dark' } };
export const Rtl: Story = { ...Default, globals: { direction: 'rtl' } };

export const Loading: Story = {
  parameters: { msw: { handlers: { cards: scenarios.loading(handlers.cards) } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(10);
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { cards: scenarios.serverError(handlers.cards) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Candlestick could not be loaded.')).toBeVisible();
  },
};
