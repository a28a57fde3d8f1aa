import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { api } from '@/lib/api/client';
import type { CartProduct } from '@/lib/api/schemas/ecommerce';
import { handlers, scenarios } from '@/mocks';
import seed from '@/mocks/data/seed/products.json';
import { appears } from '@/stories/support/appears';
import { CartMenu } from '@/features/ecommerce/components/CartMenu';
import { ProductDetailPage } from '@/features/ecommerce/pages/ProductDetailPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Apps & pages/E-commerce/Product details',
  component: ProductDetailPage,
  parameters: {
    session: 'admin',
    route: '/apps/ecommerce/product-detail/fitbit-gps-watch',
    endpoints: [
      'GET /apps/ecommerce/products/:id',
      'GET /apps/ecommerce/products',
      'POST /apps/ecommerce/wishlist',
      'DELETE /apps/ecommerce/wishlist/:id',
      'GET /apps/ecommerce/cart',
      'POST /apps/ecommerce/cart',
      'DELETE /apps/ecommerce/cart/:id',
    ],
    ...pageParameters,
  },
} satisfies Meta<typeof ProductDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const watch = seed.find((p) => p.slug === 'fitbit-gps-watch')!;
const carousel = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: 'Related products' });

/** The Fitbit GPS Watch: rating, price, colours as named radios, quantity, and eight related products. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: watch.name })).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: `Rated ${watch.rating} out of 5` })[0]).toBeVisible();
    await expect(canvas.getByText('$648.99')).toBeVisible();
    const colours = within(canvas.getByRole('radiogroup', { name: 'Colour: Red' }));
    await expect(colours.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      'Red',
      'Orange',
      'Violet',
    ]);
    await expect(colours.getByRole('radio', { name: 'Red' })).toBeChecked();
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(1);
    await expect(within(await carousel(canvasElement)).getAllByRole('group')).toHaveLength(8);
  },
};

/** The bare path opens the first product of the featured order, the newest. */
export const FirstProduct: Story = {
  parameters: { route: '/apps/ecommerce/product-detail' },
  play: async ({ canvasElement }) => {
    const newest = [...seed].sort((a, b) => b.id - a.id)[0]!;
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: newest.name })).toBeVisible();
  },
};

/** The bare path in a shop with no products: nothing to open, said as not found. */
export const EmptyShop: Story = {
  parameters: {
    route: '/apps/ecommerce/product-detail',
    msw: {
      handlers: {
        ecommerce: [
          http.get('*/apps/ecommerce/products', () =>
            HttpResponse.json({ products: [], total: 0, userWishlist: [], userCart: [], brands: [] }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Product not found' })).toBeVisible();
  },
};

/** A slug no product has: a not-found state inside the layout, with the way back to the shop. */
export const NotFound: Story = {
  parameters: { route: '/apps/ecommerce/product-detail/no-such-product' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Product not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute(
      'href',
      '/apps/ecommerce/shop',
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { ecommerce: scenarios.loading(handlers.ecommerce) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading');
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { ecommerce: scenarios.serverError(handlers.ecommerce) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The product could not be loaded.')).toBeVisible();
  },
};

const withCart = () => (
  <>
    <CartMenu />
    <ProductDetailPage />
  </>
);

/** Flow: orange, three of them, into the cart: the navbar counts three more, the server has the line. */
export const AddWithColourAndQuantity: Story = {
  render: withCart,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: watch.name });
    await expect(await canvas.findByRole('button', { name: 'Cart, 5 items' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Orange' }));
    await expect(canvas.getByRole('radiogroup', { name: 'Colour: Orange' })).toBeVisible();
    const quantity = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.click(canvas.getByRole('button', { name: `Add to cart: ${watch.name}` }));
    await expect(await canvas.findByRole('button', { name: 'Cart, 8 items' })).toBeVisible();
    await expect(await canvas.findByText('This product is in your cart.')).toBeVisible();
    await waitFor(async () => {
      const cart = await api.get<{ products: CartProduct[] }>('/apps/ecommerce/cart');
      await expect(cart.products.find((p) => p.id === watch.id)).toMatchObject({ qty: 3, color: 'warning' });
    });
  },
};

/** A quantity past ten: the server refuses, the cart button returns, and the field says why. */
export const QuantityRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: watch.name });
    const quantity = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '12');
    await userEvent.click(canvas.getByRole('button', { name: `Add to cart: ${watch.name}` }));
    await expect(await canvas.findByText('must be 10 or less')).toBeVisible();
    await expect(quantity).toHaveAccessibleDescription('must be 10 or less');
    await expect(quantity).toHaveValue(12);
    await expect(canvas.getByRole('button', { name: `Add to cart: ${watch.name}` })).toBeVisible();
    await appears(screen.findByText(/^Fitbit GPS Watch could not be added to the cart\./));
  },
};

/** The server fails on the wishlist: the heart fills at once, then empties again, with a toast. */
export const WishlistRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        ecommerce: [
          http.post('*/apps/ecommerce/wishlist', async () => {
            await delay(300);
            return HttpResponse.json({ error: 'The wishlist is offline.' }, { status: 500 });
          }),
          ...handlers.ecommerce,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: watch.name });
    await userEvent.click(canvas.getByRole('button', { name: `Add to wishlist: ${watch.name}` }));
    await expect(await canvas.findByRole('button', { name: `Remove from wishlist: ${watch.name}` })).toBeVisible();
    await appears(screen.findByText(`${watch.name} could not be added to the wishlist. The wishlist is offline.`));
    await expect(canvas.getByRole('button', { name: `Add to wishlist: ${watch.name}` })).toBeVisible();
  },
};

const disabled = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('button', { name }).getAttribute('aria-disabled');

/** Flow: the carousel by its buttons, then by the arrow keys while it has the focus. */
export const BrowseRelated: Story = {
  play: async ({ canvasElement }) => {
    const region = await carousel(canvasElement);
    await waitFor(() => expect(disabled(canvasElement, 'Next products')).toBe('false'));
    await expect(disabled(canvasElement, 'Previous products')).toBe('true');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Next products' }));
    await waitFor(() => expect(disabled(canvasElement, 'Previous products')).toBe('false'));
    region.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(disabled(canvasElement, 'Previous products')).toBe('true'));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(disabled(canvasElement, 'Previous products')).toBe('false'));
  },
};

/** Right to left the carousel runs the other way: the left arrow goes on. */
export const RtlKeyboard: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const region = await carousel(canvasElement);
    await waitFor(() => expect(disabled(canvasElement, 'Next products')).toBe('false'));
    region.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(disabled(canvasElement, 'Previous products')).toBe('false'));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(disabled(canvasElement, 'Previous products')).toBe('true'));
  },
};
