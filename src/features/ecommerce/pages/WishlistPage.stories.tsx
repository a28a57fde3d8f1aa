import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { api } from '@/lib/api/client';
import type { CartProduct, Product } from '@/lib/api/schemas/ecommerce';
import { handlers, scenarios } from '@/mocks';
import cartSeed from '@/mocks/data/seed/cart.json';
import seed from '@/mocks/data/seed/products.json';
import wishlistSeed from '@/mocks/data/seed/wishlist.json';
import { appears } from '@/stories/support/appears';
import { CartMenu } from '@/features/ecommerce/components/CartMenu';
import { WishlistPage } from '@/features/ecommerce/pages/WishlistPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Apps & pages/E-commerce/Wishlist',
  component: WishlistPage,
  parameters: {
    session: 'admin',
    route: '/apps/ecommerce/wishlist',
    endpoints: [
      'GET /apps/ecommerce/wishlist',
      'DELETE /apps/ecommerce/wishlist/:id',
      'GET /apps/ecommerce/cart',
      'POST /apps/ecommerce/cart',
    ],
    ...pageParameters,
  },
} satisfies Meta<typeof WishlistPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const saved = wishlistSeed.map((entry) => seed.find((p) => p.id === entry.productId)!);
/** The first saved product that is not in the cart yet. */
const notInCart = saved.find((p) => !cartSeed.some((c) => c.productId === p.id))!;
const names = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('list', { name: 'Products' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);
const listed = async () =>
  (await api.get<{ products: Product[] }>('/apps/ecommerce/wishlist')).products.map((p) => p.id);

/** The three saved products of the demo data. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('3 products saved for later.')).toBeVisible();
    await expect(await names(canvasElement)).toEqual(saved.map((p) => p.name));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { ecommerce: scenarios.loading(handlers.ecommerce) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[aria-busy] article')).toHaveLength(3);
  },
};

/** Nothing saved: the way to the shop. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: { ecommerce: [http.get('*/apps/ecommerce/wishlist', () => HttpResponse.json({ products: [] }))] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your wishlist is empty')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', '/apps/ecommerce/shop');
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { ecommerce: scenarios.serverError(handlers.ecommerce) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The wishlist could not be loaded.')).toBeVisible();
  },
};

/** Flow: take a product out; it leaves at once, and the server no longer has it. */
export const Remove: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = saved;
    await canvas.findByText('3 products saved for later.');
    await userEvent.click(canvas.getByRole('button', { name: `Remove from wishlist: ${first!.name}` }));
    await expect(await canvas.findByText('2 products saved for later.')).toBeVisible();
    await expect(await names(canvasElement)).not.toContain(first!.name);
    await waitFor(async () => expect(await listed()).not.toContain(first!.id));
  },
};

const withCart = () => (
  <>
    <CartMenu />
    <WishlistPage />
  </>
);

/** Flow: move to the cart: out of the wishlist, into the cart (the navbar counts one more). */
export const MoveToCart: Story = {
  render: withCart,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('3 products saved for later.');
    await expect(await canvas.findByRole('button', { name: 'Cart, 5 items' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Move to cart: ${notInCart.name}` }));
    await expect(await canvas.findByRole('button', { name: 'Cart, 6 items' })).toBeVisible();
    await expect(await canvas.findByText('2 products saved for later.')).toBeVisible();
    await waitFor(async () => {
      const cart = await api.get<{ products: CartProduct[] }>('/apps/ecommerce/cart');
      await expect(cart.products.map((p) => p.id)).toContain(notInCart.id);
      await expect(await listed()).not.toContain(notInCart.id);
    });
  },
};

/** The cart refuses the move: the product returns to the wishlist, with a toast. */
export const MoveRefused: Story = {
  render: withCart,
  parameters: {
    msw: {
      handlers: {
        ecommerce: [
          http.post('*/apps/ecommerce/cart', () => HttpResponse.json({ error: 'The cart is full.' }, { status: 409 })),
          ...handlers.ecommerce,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('3 products saved for later.');
    await userEvent.click(canvas.getByRole('button', { name: `Move to cart: ${notInCart.name}` }));
    await appears(screen.findByText(`${notInCart.name} could not be added to the cart. The cart is full.`));
    await expect(await names(canvasElement)).toContain(notInCart.name);
    await expect(await canvas.findByRole('button', { name: 'Cart, 5 items' })).toBeVisible();
  },
};
