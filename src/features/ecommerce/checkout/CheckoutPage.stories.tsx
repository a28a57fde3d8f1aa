import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers, scenarios, setDemoNow } from '@/mocks';
import { CartMenu } from '@/features/ecommerce/components/CartMenu';
import { CheckoutPage } from '@/features/ecommerce/checkout/CheckoutPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Apps & pages/E-commerce/Checkout',
  component: CheckoutPage,
  parameters: {
    session: 'admin',
    route: '/apps/ecommerce/checkout',
    endpoints: [
      'GET /apps/ecommerce/cart',
      'GET /apps/ecommerce/addresses',
      'PATCH /apps/ecommerce/cart/:id',
      'DELETE /apps/ecommerce/cart/:id',
      'GET /apps/ecommerce/coupons/:code',
      'POST /apps/ecommerce/addresses',
      'POST /apps/ecommerce/orders',
    ],
    ...pageParameters,
  },
  // An order is dated by the demo server's clock: fixed, so the confirmation's dates do not move.
  beforeEach: () => {
    setDemoNow('2026-01-10T12:00:00.000Z');
    return () => setDemoNow();
  },
} satisfies Meta<typeof CheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const stepper = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Checkout steps' }));
const current = async (canvasElement: HTMLElement, name: RegExp) => {
  await within(canvasElement).findByRole('navigation', { name: 'Checkout steps' });
  await waitFor(() =>
    expect(stepper(canvasElement).getByText(name).closest('[aria-current]')).toHaveAttribute('aria-current', 'step'),
  );
};
/** The figure beside a label in the price details. */
const figure = (canvasElement: HTMLElement, label: string | RegExp) =>
  within(within(canvasElement).getByLabelText('Order summary')).getByText(label).nextElementSibling;
const line = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('listitem', { name }));
const field = (canvasElement: HTMLElement, name: string | RegExp) =>
  within(canvasElement).getByRole('textbox', { name }) as HTMLInputElement;

/** The cart step: five lines at quantity 1, the price details in cents, standard delivery free over $500. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await current(canvasElement, /Cart/);
    await expect(within(canvas.getByRole('list', { name: 'Items in the cart' })).getAllByRole('listitem')).toHaveLength(
      5,
    );
    const bose = await line(canvasElement, 'Bose Noise-Cancelling Headset');
    await expect(bose.getByText('15% off')).toBeVisible();
    await expect(bose.getByText('3 offers available')).toBeVisible();
    await expect(bose.getByText('Ships by Jan 22, 2026')).toBeVisible();
    await expect(figure(canvasElement, 'Subtotal (5 items)')).toHaveTextContent('$5,111.95');
    await expect(figure(canvasElement, 'Discount')).toHaveTextContent('−$592.85');
    await expect(figure(canvasElement, 'Delivery (Standard)')).toHaveTextContent('Free');
    await expect(figure(canvasElement, 'Total')).toHaveTextContent('$4,519.10');
  },
};

/** `?step=address`: the saved addresses, the first chosen, and the ways of delivery. */
export const AddressStep: Story = {
  parameters: { route: '/apps/ecommerce/checkout?step=address' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await current(canvasElement, /Address/);
    await expect(await canvas.findByRole('radio', { name: /4135 Parkway Street/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /Standard: Free/ })).toBeChecked();
  },
};

/** `?step=payment`: the default address complete, the card form opens at once. */
export const PaymentStep: Story = {
  parameters: { route: '/apps/ecommerce/checkout?step=payment' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await current(canvasElement, /Payment/);
    await expect(await canvas.findByRole('textbox', { name: /Card number/ })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Card' })).toBeChecked();
    await expect(canvas.getByText('4135 Parkway Street')).toBeVisible();
  },
};

/** A later step asked for before the one before it is complete (no saved address): the address step opens. */
export const StepNotYetOpen: Story = {
  parameters: {
    route: '/apps/ecommerce/checkout?step=payment',
    msw: { handlers: { checkout: scenarios.respondWith(handlers.checkout, { addresses: [] }) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await current(canvasElement, /Address/);
    await expect(canvas.getByRole('radio', { name: 'A new address' })).toBeChecked();
    await expect(canvas.getByRole('form', { name: 'New address' })).toBeVisible();
    await expect(stepper(canvasElement).queryByRole('link', { name: /Payment/ })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { ecommerce: scenarios.loading(handlers.ecommerce) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toBeVisible();
  },
};

export const EmptyCart: Story = {
  parameters: {
    msw: { handlers: { ecommerce: [http.get('*/apps/ecommerce/cart', () => HttpResponse.json({ products: [] }))] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your cart is empty')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', '/apps/ecommerce/shop');
    await expect(canvas.queryByRole('navigation', { name: 'Checkout steps' })).toBeNull();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { ecommerce: scenarios.serverError(handlers.ecommerce) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The cart could not be loaded.')).toBeVisible();
  },
};

/** The cart loads, the saved addresses do not: the address step says so and offers to try again. */
export const AddressesError: Story = {
  parameters: {
    route: '/apps/ecommerce/checkout?step=address',
    msw: { handlers: { checkout: scenarios.serverError(handlers.checkout) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The saved addresses could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Flow: one more headset and the totals follow; 11 typed is refused by the server at the field, the 11 kept. */
export const ChangeAQuantity: Story = {
  render: () => (
    <>
      <CartMenu />
      <CheckoutPage />
    </>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const bose = await line(canvasElement, 'Bose Noise-Cancelling Headset');
    await step('One more: the price details and the navbar follow', async () => {
      await userEvent.click(bose.getByRole('button', { name: 'One more' }));
      await waitFor(() => expect(figure(canvasElement, 'Subtotal (6 items)')).toHaveTextContent('$5,252.94'));
      await expect(figure(canvasElement, 'Discount')).toHaveTextContent('−$614.00');
      await expect(figure(canvasElement, 'Total')).toHaveTextContent('$4,638.94');
      await expect(bose.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
      await expect(canvas.getByRole('button', { name: 'Cart, 6 items' })).toBeVisible();
    });
    await step('11 typed: refused at the field, kept', async () => {
      const qty = bose.getByRole('textbox', { name: 'Quantity' });
      await userEvent.clear(qty);
      await userEvent.type(qty, '11{Enter}');
      await expect(await bose.findByText('must be 10 or less')).toBeVisible();
      await expect(qty).toHaveValue('11');
      await expect(qty).toHaveAttribute('aria-invalid', 'true');
      await expect(figure(canvasElement, 'Total')).toHaveTextContent('$4,638.94');
    });
  },
};

/** Flow: a line removed leaves the cart and the totals; the focus goes to the lines left. */
export const RemoveALine: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const laptop = await line(canvasElement, 'Apple Laptop 14"');
    await userEvent.click(laptop.getByRole('button', { name: 'Remove Apple Laptop 14"' }));
    await waitFor(() => expect(canvas.queryByRole('listitem', { name: 'Apple Laptop 14"' })).toBeNull());
    await expect(within(canvas.getByRole('list', { name: 'Items in the cart' })).getAllByRole('listitem')).toHaveLength(
      4,
    );
    await waitFor(() => expect(canvas.getByRole('list', { name: 'Items in the cart' })).toHaveFocus());
    // $5,111.95 less the laptop's $1,908.99; its 7 % ($133.63) leaves the discount.
    await expect(figure(canvasElement, 'Subtotal (4 items)')).toHaveTextContent('$3,202.96');
    await expect(figure(canvasElement, 'Discount')).toHaveTextContent('−$459.22');
    await expect(figure(canvasElement, 'Total')).toHaveTextContent('$2,743.74');
  },
};

/** Flow: a coupon unknown to the server is refused at its field; a known one (any case) joins the price. */
export const ApplyACoupon: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await current(canvasElement, /Cart/);
    await userEvent.type(field(canvasElement, 'Coupon code'), 'FREE100');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('This coupon does not exist.')).toBeVisible();
    await userEvent.clear(field(canvasElement, 'Coupon code'));
    await userEvent.type(field(canvasElement, 'Coupon code'), 'welcome10{Enter}');
    await expect(await canvas.findByText('WELCOME10 applied: 10% off')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove the coupon' })).toHaveFocus());
    // 10 % of $4,519.10 is $451.91.
    await expect(figure(canvasElement, 'Coupon WELCOME10')).toHaveTextContent('−$451.91');
    await expect(figure(canvasElement, 'Total')).toHaveTextContent('$4,067.19');
  },
};

/**
 * Flow: from the cart to the confirmation. Express delivery; a card number failing Luhn is refused
 * at the field with everything kept; corrected, the order goes through and the cart empties.
 */
export const CheckoutToConfirmation: Story = {
  render: () => (
    <>
      <CartMenu />
      <CheckoutPage />
    </>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Cart, then address with express delivery', async () => {
      await current(canvasElement, /Cart/);
      await userEvent.click(canvas.getByRole('button', { name: 'Continue to the address' }));
      await current(canvasElement, /Address/);
      await waitFor(() => expect(stepper(canvasElement).getByRole('link', { name: /Address/ })).toHaveFocus());
      await userEvent.click(await canvas.findByRole('radio', { name: /Express/ }));
      await expect(figure(canvasElement, 'Delivery (Express)')).toHaveTextContent('$14.99');
      await userEvent.click(canvas.getByRole('button', { name: 'Continue to payment' }));
      await current(canvasElement, /Payment/);
    });
    await step('A card number failing Luhn: refused at the field, everything kept', async () => {
      await userEvent.type(field(canvasElement, /Card number/), '4242424242424241');
      await userEvent.type(field(canvasElement, /Name on the card/), 'John Doe');
      await userEvent.type(field(canvasElement, /Expiry/), '1230');
      await userEvent.type(field(canvasElement, /CVV/), '123');
      await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
      await expect(await canvas.findByText('This card number is not valid.')).toBeVisible();
      await expect(field(canvasElement, /Card number/)).toHaveValue('4242 4242 4242 4241');
      await waitFor(() => expect(field(canvasElement, /Card number/)).toHaveFocus());
      await expect(field(canvasElement, /Name on the card/)).toHaveValue('John Doe');
      await expect(field(canvasElement, /Expiry/)).toHaveValue('12/30');
      await expect(field(canvasElement, /CVV/)).toHaveValue('123');
    });
    await step('Corrected, the order is placed', async () => {
      await userEvent.clear(field(canvasElement, /Card number/));
      await userEvent.type(field(canvasElement, /Card number/), '4242424242424242');
      await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
      const thanks = await canvas.findByRole('heading', { name: 'Thank you! Your order is placed.' });
      await waitFor(() => expect(thanks).toHaveFocus());
      await expect(canvas.getByText('Your order number is AT-100001.')).toBeVisible();
      await expect(canvas.getByText('It arrives on Tuesday, January 27, 2026.')).toBeVisible();
      await expect(canvas.getByText('Card ending in 4242')).toBeVisible();
      await expect(figure(canvasElement, 'Total')).toHaveTextContent('$4,534.09');
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible());
    });
  },
};

/** Flow: going back to the cart and on again keeps the payment typed so far. */
export const StepsKeepWhatWasTyped: Story = {
  parameters: { route: '/apps/ecommerce/checkout?step=payment' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Name on the card/ }), '<i>Jo</i>');
    await userEvent.type(field(canvasElement, /Card number/), '4111 1111');
    await userEvent.click(stepper(canvasElement).getByRole('link', { name: /Cart/ }));
    await current(canvasElement, /Cart/);
    await userEvent.click(stepper(canvasElement).getByRole('link', { name: /Payment/ }));
    await expect(await canvas.findByRole('textbox', { name: /Name on the card/ })).toHaveValue('<i>Jo</i>');
    await expect(field(canvasElement, /Card number/)).toHaveValue('4111 1111');
  },
};

/** Flow: a gift card the server does not know is refused at its field (a check only the server can make). */
export const GiftCardRefused: Story = {
  parameters: { route: '/apps/ecommerce/checkout?step=payment' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Gift card' }));
    await userEvent.type(field(canvasElement, /Gift card code/), 'AAAA-BBBB-CCCC-DDDD');
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(await canvas.findByText('is not a known gift card')).toBeVisible();
    await expect(field(canvasElement, /Gift card code/)).toHaveValue('AAAA-BBBB-CCCC-DDDD');
  },
};

/** Flow: the server refuses the new address's postcode: the message shows there, markup typed stays text. */
export const AddressRefusedByTheServer: Story = {
  parameters: {
    route: '/apps/ecommerce/checkout?step=address',
    msw: {
      handlers: {
        checkout: [
          http.post('*/apps/ecommerce/addresses', () =>
            HttpResponse.json(
              {
                error: 'Invalid request. postcode: is not a postcode we deliver to',
                issues: [{ path: 'postcode', message: 'is not a postcode we deliver to' }],
              },
              { status: 400 },
            ),
          ),
          ...handlers.checkout,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'A new address' }));
    await userEvent.type(field(canvasElement, /Full name/), '<b>Ada</b> Lovelace');
    await userEvent.type(field(canvasElement, /Phone/), '+44 20 7946 0958');
    await userEvent.type(field(canvasElement, /^Address/), '12 St James’s Square');
    await userEvent.type(field(canvasElement, /Town/), 'London');
    await userEvent.type(field(canvasElement, /State/), 'Greater London');
    await userEvent.type(field(canvasElement, /Postcode/), 'SW1Y 4JH');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue to payment' }));
    await expect(await canvas.findByText('is not a postcode we deliver to')).toBeVisible();
    await current(canvasElement, /Address/);
    await expect(field(canvasElement, /Full name/)).toHaveValue('<b>Ada</b> Lovelace');
    await expect(field(canvasElement, /Postcode/)).toHaveValue('SW1Y 4JH');
    await waitFor(() => expect(field(canvasElement, /Postcode/)).toHaveFocus());
    await expect(canvasElement.querySelector('b')).toBeNull();
  },
};

/** Flow: a new address with markup in its name is saved and shown as typed, as text. */
export const NewAddressShownAsText: Story = {
  parameters: { route: '/apps/ecommerce/checkout?step=address' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'A new address' }));
    await userEvent.type(field(canvasElement, /Full name/), '<b>Ada</b> Lovelace');
    await userEvent.type(field(canvasElement, /Phone/), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue to payment' }));
    await expect(await canvas.findByText('A phone number of 6 to 20 digits, spaces or dashes.')).toBeVisible();
    await expect(canvas.getAllByText('Required.')).toHaveLength(3);
    await expect(canvas.getByText('3 to 10 letters or digits.')).toBeVisible();
    await userEvent.type(field(canvasElement, /Phone/), '3456789');
    await userEvent.type(field(canvasElement, /^Address/), '12 St James’s Square');
    await userEvent.type(field(canvasElement, /Town/), 'London');
    await userEvent.type(field(canvasElement, /State/), 'Greater London');
    await userEvent.type(field(canvasElement, /Postcode/), 'SW1Y 4JH');
    await userEvent.click(canvas.getByRole('radio', { name: 'Office' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue to payment' }));
    await current(canvasElement, /Payment/);
    const deliverTo = within(canvas.getByRole('heading', { name: 'Delivering to' }).closest('section')!);
    await expect(deliverTo.getByText('<b>Ada</b> Lovelace')).toBeVisible();
    await expect(canvasElement.querySelector('b')).toBeNull();
  },
};
