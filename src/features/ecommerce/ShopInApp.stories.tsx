import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { openOverlayA11y } from '@/ui/story/overlayA11y';
import { FullApp } from '@/stories/FullApp';
import { appears } from '@/stories/support/appears';
import { body } from '@/stories/support/fullApp';
import { fullAppParameters } from '@/stories/support/fullAppParameters';

/** The shop in the whole app, with the navbar's cart. */
const meta = {
  title: 'App/Flows/E-commerce',
  component: FullApp,
  args: { route: '/apps/ecommerce/shop' },
  parameters: {
    ...fullAppParameters,
    docs: {
      source: {
        code: "import { App } from '@/app/App';\n\n// The routed app, as src/app/start.tsx renders it.\nconst FullApp = () => <App />;\n",
      },
    },
  },
} satisfies Meta<typeof FullApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Flow: from the shop, a product into the cart (the navbar's count follows), on through the cart
 * menu to the checkout, delivered to the saved address and paid in cash: the order is placed and
 * the cart is empty.
 */
export const ShopToOrderPlaced: Story = {
  parameters: openOverlayA11y,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await appears(canvas.findByText('Showing 1 to 9 of 27 products'));
    await step('Into the cart', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search products' }), 'fujifilm');
      await appears(canvas.findByText('Showing 1 to 1 of 1 products'));
      await userEvent.click(canvas.getByRole('button', { name: /^Add to cart: Fujifilm/ }));
      await userEvent.click(await canvas.findByRole('button', { name: 'Cart, 6 items' }));
      await userEvent.click(await body.findByRole('link', { name: 'Checkout' }));
    });
    await step('Cart, address, payment', async () => {
      await appears(canvas.findByRole('heading', { level: 1, name: 'Checkout' }));
      await userEvent.click(await canvas.findByRole('button', { name: 'Continue to the address' }));
      await userEvent.click(await canvas.findByRole('button', { name: 'Continue to payment' }));
      await userEvent.click(await canvas.findByRole('radio', { name: 'Cash on delivery' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    });
    await step('The order is placed', async () => {
      await appears(canvas.findByRole('heading', { name: 'Thank you! Your order is placed.' }));
      await expect(canvas.getByText(/^Your order number is AT-\d+\.$/)).toBeVisible();
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible());
    });
  },
};
