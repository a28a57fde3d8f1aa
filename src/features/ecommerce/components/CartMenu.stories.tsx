import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { handlers, scenarios } from '@/mocks';
import { CartMenu } from '@/features/ecommerce/components/CartMenu';

const meta = {
  title: 'Layouts/Navbar/Cart',
  component: CartMenu,
  parameters: { session: 'admin' },
} satisfies Meta<typeof CartMenu>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = within(document.body);

/** The demo user starts with 5 items at quantity 1; the panel leads on to the checkout. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cart, 5 items' }));
    const panel = await body.findByRole('dialog', { name: 'My cart' });
    // The panel's code comes with its first opening.
    await expect(await within(panel).findAllByRole('listitem')).toHaveLength(5);
    await expect(within(panel).getByText('Total')).toBeVisible();
    await expect(within(panel).getByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      '/apps/ecommerce/checkout',
    );
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { ecommerce: scenarios.respondWith(handlers.ecommerce, { products: [] }) } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Cart, 0 items' }));
    await expect(await body.findByText('Your cart is empty.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { ecommerce: scenarios.loading(handlers.ecommerce) } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cart, 0 items' }));
    await expect(await body.findByRole('status')).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { ecommerce: scenarios.serverError(handlers.ecommerce) } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cart, 0 items' }));
    await expect(await body.findByText('The cart could not be loaded.')).toBeVisible();
  },
};
