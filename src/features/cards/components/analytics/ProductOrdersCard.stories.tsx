import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { analyticsPlaceholders } from '@/features/cards/placeholders/analytics';
import { expectFailed, expectLoading, failing, whileLoading } from '@/stories/support/cardStories';
import { ProductOrders, ProductOrdersCard } from '@/features/cards/components/analytics/ProductOrdersCard';

const meta = {
  title: 'UI elements/Cards/Analytics/Product orders',
  component: ProductOrdersCard,
  parameters: { session: 'admin' },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
  // The demo data's product orders, which the loading skeleton draws too.
  args: analyticsPlaceholders['product-orders'],
} satisfies Meta<typeof ProductOrdersCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => <ProductOrders />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('23,043')).toBeVisible();
    await expect(canvas.getByText('42.5K')).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <ProductOrders />,
  parameters: whileLoading,
  play: ({ canvasElement }) => expectLoading(canvasElement),
};

export const ServerError: Story = {
  render: () => <ProductOrders />,
  parameters: failing,
  play: ({ canvasElement }) => expectFailed(canvasElement, 'Product orders'),
};
