import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { api } from '@/lib/api/client';
import type { CartProduct } from '@/lib/api/schemas/ecommerce';
import { handlers, scenarios } from '@/mocks';
import cartSeed from '@/mocks/data/seed/cart.json';
import seed from '@/mocks/data/seed/products.json';
import { appears } from '@/stories/support/appears';
import { openOverlayA11y } from '@/ui/story/overlayA11y';
import { CartMenu } from '@/features/ecommerce/components/CartMenu';
import { ShopPage } from '@/features/ecommerce/pages/ShopPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Apps & pages/E-commerce/Shop',
  component: ShopPage,
  parameters: {
    session: 'admin',
    route: '/apps/ecommerce/shop',
    endpoints: [
      'GET /apps/ecommerce/products',
      'POST /apps/ecommerce/wishlist',
      'DELETE /apps/ecommerce/wishlist/:id',
      'GET /apps/ecommerce/cart',
      'POST /apps/ecommerce/cart',
      'DELETE /apps/ecommerce/cart/:id',
    ],
    ...pageParameters,
  },
} satisfies Meta<typeof ShopPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const featured = [...seed].sort((a, b) => b.id - a.id);
const products = (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', { name: 'Products' });
/** The names of the cards shown, in order. */
const names = async (canvasElement: HTMLElement) =>
  within(await products(canvasElement))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);
const choose = async (combobox: string, option: string, canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('combobox', { name: combobox }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

/** Nine products a page, newest first, with the filters beside them. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Showing 1 to 9 of 27 products')).toBeVisible();
    await expect(await names(canvasElement)).toEqual(featured.slice(0, 9).map((p) => p.name));
    const first = within(canvas.getAllByRole('article')[0]!);
    await expect(first.getByRole('img', { name: `Rated ${featured[0]!.rating} out of 5` })).toBeVisible();
    await expect(first.getByRole('link', { name: featured[0]!.name })).toHaveAttribute(
      'href',
      `/apps/ecommerce/product-detail/${featured[0]!.slug}`,
    );
    await expect(canvas.getByRole('checkbox', { name: 'Apple (3)' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** While the products load, nine skeleton cards hold their place. */
export const Loading: Story = {
  parameters: { msw: { handlers: { ecommerce: scenarios.loading(handlers.ecommerce) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('Loading…')).length).toBeGreaterThan(0);
    await expect(canvasElement.querySelectorAll('[aria-busy] article')).toHaveLength(9);
  },
};

const emptyShop = { products: [], total: 0, userWishlist: [], userCart: [], brands: [] };

export const Empty: Story = {
  parameters: {
    msw: { handlers: { ecommerce: [http.get('*/apps/ecommerce/products', () => HttpResponse.json(emptyShop))] } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No products yet')).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { ecommerce: scenarios.serverError(handlers.ecommerce) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The products could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A search that finds nothing says so and offers to clear it. */
export const NoMatch: Story = {
  parameters: { route: '/apps/ecommerce/shop?q=stabilisation' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No product matches')).toBeVisible();
    await expect(canvas.getByText('Nothing matches “stabilisation” with these filters.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search and filters' }));
    await expect(await canvas.findByText('Showing 1 to 9 of 27 products')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
  },
};

const hostile = '<img src=x onerror=alert(1)>';

/** A search with markup is shown as the text it is, in the box and in the message. */
export const MarkupInSearch: Story = {
  parameters: { route: `/apps/ecommerce/shop?q=${encodeURIComponent(hostile)}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(`Nothing matches “${hostile}” with these filters.`)).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search products' })).toHaveValue(hostile);
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
  },
};

/** The page with the address it is at, as the browser's bar would show it. */
function WithAddress() {
  const location = useLocation();
  return (
    <>
      <ShopPage />
      <p>
        Address: <output aria-label="Address">{`${location.pathname}${location.search}`}</output>
      </p>
    </>
  );
}
const address = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'Address' });

/** Flow: search, then sort by price; the list follows and the URL keeps both. */
export const SearchAndSort: Story = {
  render: () => <WithAddress />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Showing 1 to 9 of 27 products');
    const apples = featured.filter((p) => p.brand === 'Apple');
    await step('Search "apple"', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search products' }), 'apple');
      await expect(await canvas.findByText(`Showing 1 to ${apples.length} of ${apples.length} products`)).toBeVisible();
      await expect(await names(canvasElement)).toEqual(apples.map((p) => p.name));
      await expect(address(canvasElement)).toHaveTextContent('/apps/ecommerce/shop?q=apple');
    });
    await step('Highest price first', async () => {
      await choose('Sort by', 'Price: high to low', canvasElement);
      const byPrice = [...apples].sort((a, b) => b.price - a.price).map((p) => p.name);
      await waitFor(async () => expect(await names(canvasElement)).toEqual(byPrice));
      await expect(address(canvasElement)).toHaveTextContent('/apps/ecommerce/shop?q=apple&sortBy=price-desc');
    });
    await step('As a list', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'List' }));
      await expect(canvas.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
      await expect(address(canvasElement)).toHaveTextContent('view=list');
    });
  },
};

/** Flow: brand, least rating and a price range from the panel combine. */
export const FilterFromThePanel: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Showing 1 to 9 of 27 products');
    await step('Sony and Bose', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: /^Sony/ }));
      await userEvent.click(canvas.getByRole('checkbox', { name: /^Bose/ }));
      const count = seed.filter((p) => ['Sony', 'Bose'].includes(p.brand)).length;
      await expect(await canvas.findByText(`Showing 1 to ${count} of ${count} products`)).toBeVisible();
    });
    await step('4 stars & up', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: '4 stars & up' }));
      const expected = featured.filter((p) => ['Sony', 'Bose'].includes(p.brand) && p.rating >= 4);
      await waitFor(async () => expect(await names(canvasElement)).toEqual(expected.map((p) => p.name)));
    });
    await step('$500 to $900', async () => {
      await userEvent.type(canvas.getByRole('spinbutton', { name: 'Lowest price ($)' }), '500');
      await userEvent.type(canvas.getByRole('spinbutton', { name: 'Highest price ($)' }), '900');
      await userEvent.click(canvas.getByRole('button', { name: 'Apply price range' }));
      const expected = featured.filter(
        (p) => ['Sony', 'Bose'].includes(p.brand) && p.rating >= 4 && p.price >= 500 && p.price <= 900,
      );
      await waitFor(async () => expect(await names(canvasElement)).toEqual(expected.map((p) => p.name)));
      await expect(canvas.getByText(`Showing 1 to ${expected.length} of ${expected.length} products`)).toBeVisible();
    });
  },
};

/** A range the server refuses (a highest price below the lowest): said at the field, the range kept. */
export const RefusedPriceRange: Story = {
  parameters: { route: '/apps/ecommerce/shop?priceMin=500&priceMax=100' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('These filters cannot be applied')).toBeVisible();
    const highest = canvas.getByRole('spinbutton', { name: 'Highest price ($)' });
    await expect(highest).toHaveAccessibleDescription('must not be below priceMin');
    await expect(highest).toHaveValue(100);
    await expect(canvas.getByRole('spinbutton', { name: 'Lowest price ($)' })).toHaveValue(500);
    await expect(canvas.getByText('The brands show once the products have loaded.')).toBeVisible();
  },
};

/** The page with the navbar's cart beside it, as the shell shows them. */
const withCart = () => (
  <>
    <CartMenu />
    <ShopPage />
  </>
);
const fujifilm = featured.find((p) => !cartSeed.some((c) => c.productId === p.id))!;

/** Flow: add to the cart from a card; the navbar's count follows at once, and the server has it. */
export const AddToCart: Story = {
  render: withCart,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Showing 1 to 9 of 27 products');
    await expect(await canvas.findByRole('button', { name: 'Cart, 5 items' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Add to cart: ${fujifilm.name}` }));
    await expect(await canvas.findByRole('button', { name: 'Cart, 6 items' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Remove from cart: ${fujifilm.name}` })).toBeVisible();
    await waitFor(async () => {
      const cart = await api.get<{ products: CartProduct[] }>('/apps/ecommerce/cart');
      await expect(cart.products.map((p) => p.id)).toContain(fujifilm.id);
    });
    await userEvent.click(canvas.getByRole('button', { name: `Add to wishlist: ${featured[1]!.name}` }));
    await expect(
      await canvas.findByRole('button', { name: `Remove from wishlist: ${featured[1]!.name}` }),
    ).toBeVisible();
  },
};

/** The server refuses the add (409): the card shows it in the cart at once, then returns, with a toast. */
export const RefusedAddRollsBack: Story = {
  render: withCart,
  parameters: {
    msw: {
      handlers: {
        ecommerce: [
          http.post('*/apps/ecommerce/cart', async () => {
            await delay(400);
            return HttpResponse.json({ error: 'The warehouse has none left.' }, { status: 409 });
          }),
          ...handlers.ecommerce,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Showing 1 to 9 of 27 products');
    await canvas.findByRole('button', { name: 'Cart, 5 items' });
    await userEvent.click(canvas.getByRole('button', { name: `Add to cart: ${fujifilm.name}` }));
    await expect(await canvas.findByRole('button', { name: `Remove from cart: ${fujifilm.name}` })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Cart, 6 items' })).toBeVisible();
    await appears(screen.findByText(`${fujifilm.name} could not be added to the cart. The warehouse has none left.`));
    await expect(await canvas.findByRole('button', { name: `Add to cart: ${fujifilm.name}` })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cart, 5 items' })).toBeVisible();
  },
};

/** On a phone the filters open in a side panel; its button shows what they let through. */
export const PhoneFilters: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: openOverlayA11y,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Showing 1 to 9 of 27 products');
    await expect(canvas.queryByRole('checkbox', { name: 'Apple (3)' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const panel = within(await appears(screen.findByRole('dialog', { name: 'Filters' })));
    await userEvent.click(panel.getByRole('checkbox', { name: 'Apple (3)' }));
    await userEvent.click(await panel.findByRole('button', { name: 'Show 3 products' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await expect(canvas.getByText('Showing 1 to 3 of 3 products')).toBeVisible();
  },
};

export const ListView: Story = {
  parameters: { route: '/apps/ecommerce/shop?view=list' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Showing 1 to 9 of 27 products')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The client may not read the apps: the guard says so, as in the app. */
export const ClientIsRefused: Story = {
  parameters: { session: 'client' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'You are not authorized!' })).toBeVisible();
  },
};
