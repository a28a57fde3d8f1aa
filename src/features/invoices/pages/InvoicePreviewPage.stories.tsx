import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, within } from 'storybook/test';
import { handlers, scenarios } from '@/mocks';
import type { Invoice } from '@/lib/api/schemas/invoices';
import seed from '@/mocks/data/seed/invoices.json';
import { appears } from '@/stories/support/appears';
import { InvoicePreviewPage } from '@/features/invoices/pages/InvoicePreviewPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Apps & pages/Invoice/Preview',
  component: InvoicePreviewPage,
  parameters: {
    session: 'admin',
    route: '/apps/invoice/preview/4988',
    endpoints: [
      'GET /api/invoice/invoices/:id',
      'GET /apps/invoice/invoices',
      'POST /apps/invoice/invoices/:id/send',
      'POST /apps/invoice/invoices/:id/payments',
    ],
    ...pageParameters,
  },
} satisfies Meta<typeof InvoicePreviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// 4988: Partial Payment, total $4,974, $282 still due, one line.
const invoice = (seed as Invoice[]).find((i) => i.id === 4988)!;
const doc = (canvasElement: HTMLElement) => within(canvasElement).findByRole('article', { name: 'Invoice #4988' });

/** The invoice as a document: client, payment details, lines and totals; the actions beside it. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const article = await doc(canvasElement);
    const document = within(article);
    await expect(article).toHaveTextContent(invoice.client.companyEmail);
    await expect(document.getByText('DE02950045457623009001')).toBeVisible();
    const totals = within(document.getByLabelText('Totals'));
    await expect(totals.getByText('Subtotal').nextElementSibling).toHaveTextContent('$4,974.00');
    await expect(totals.getByText('Total').nextElementSibling).toHaveTextContent('$4,974.00');
    await expect(document.getByText('$282.00 due')).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Print' })).toHaveAttribute(
      'href',
      '/apps/invoice/print/4988',
    );
  },
};

/** The bare path opens the newest invoice. */
export const Newest: Story = {
  parameters: { route: '/apps/invoice/preview' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('article', { name: 'Invoice #5022' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { invoices: scenarios.loading(handlers.invoices) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { route: '/apps/invoice/preview/1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No such invoice' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the invoices' })).toHaveAttribute(
      'href',
      '/apps/invoice/list',
    );
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { invoices: scenarios.serverError(handlers.invoices) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The invoice could not be loaded.')).toBeVisible();
  },
};

/** Flow: the server refuses the address once; the message shows at the field, the rest stays; then it is sent. */
export const SendRefusedThenSent: Story = {
  parameters: {
    msw: {
      handlers: {
        invoices: [
          http.post(
            '*/apps/invoice/invoices/:id/send',
            () =>
              HttpResponse.json(
                { error: 'Invalid request. to: mailbox is full', issues: [{ path: 'to', message: 'mailbox is full' }] },
                { status: 400 },
              ),
            { once: true },
          ),
          ...handlers.invoices,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await doc(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send invoice' }));
    const panel = within(await appears(screen.findByRole('dialog', { name: 'Send invoice' })));
    const subject = panel.getByRole('textbox', { name: /Subject/ });
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Your invoice <b>4988</b>');
    await userEvent.click(panel.getByRole('button', { name: 'Send' }));
    await expect(await panel.findByText('mailbox is full')).toBeVisible();
    await expect(subject).toHaveValue('Your invoice <b>4988</b>');
    await userEvent.click(panel.getByRole('button', { name: 'Send' }));
    await appears(screen.findByText(`Invoice #4988 sent to ${invoice.client.companyEmail}.`));
  },
};

/** Flow: more than is due is refused at the amount; the balance due is then paid and the invoice is Paid. */
export const AddPayment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await doc(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add payment' }));
    const panel = within(await appears(screen.findByRole('dialog', { name: 'Add payment' })));
    const amount = panel.getByRole('textbox', { name: /Amount/ });
    await expect(amount).toHaveValue('282');
    await userEvent.clear(amount);
    await userEvent.type(amount, '300');
    await userEvent.click(panel.getByRole('button', { name: 'Add payment' }));
    await expect(await panel.findByText('must be at most the balance due, $282.00')).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '282');
    await userEvent.click(panel.getByRole('button', { name: 'Add payment' }));
    await appears(screen.findByText('Payment of $282.00 recorded on invoice #4988.'));
    await expect(await within(await doc(canvasElement)).findByText('Paid')).toBeVisible();
  },
};

/** A note with markup is shown as the text it is. */
export const MarkupIsText: Story = {
  parameters: {
    msw: {
      handlers: {
        invoices: [
          http.get('*/api/invoice/invoices/:id', () =>
            HttpResponse.json({
              invoice: { ...invoice, note: '<img src=x onerror=alert(1)> Thanks!' },
              paymentDetails: {
                totalDue: '$282.00',
                bankName: 'American Bank',
                country: 'United States',
                iban: 'DE02950045457623009001',
                swiftCode: 'KXIZAOCDXXX',
              },
            }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('<img src=x onerror=alert(1)> Thanks!')).toBeVisible();
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
  },
};
