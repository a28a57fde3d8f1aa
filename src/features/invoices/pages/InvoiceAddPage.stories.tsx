import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { Link } from 'react-router';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { handlers, scenarios } from '@/mocks';
import { appears } from '@/stories/support/appears';
import { InvoiceAddPage } from '@/features/invoices/pages/InvoiceEditorPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Apps & pages/Invoice/Add',
  component: InvoiceAddPage,
  // The seed's "today": the pictures do not change by the day.
  args: { today: '2026-01-15' },
  parameters: {
    session: 'admin',
    route: '/apps/invoice/add',
    endpoints: [
      'GET /api/invoice/clients',
      'POST /api/invoice/clients',
      'POST /apps/invoice/invoices',
      'GET /api/invoice/invoices/:id',
    ],
    ...pageParameters,
  },
} satisfies Meta<typeof InvoiceAddPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement) => within(canvasElement).findByRole('form', { name: 'New invoice' });
const line = (canvasElement: HTMLElement, n: number) =>
  within(within(canvasElement).getByRole('listitem', { name: `Line ${n}` }));
const fillLine = async (canvasElement: HTMLElement, n: number, item: string, cost: string, qty: string) => {
  const row = line(canvasElement, n);
  await userEvent.type(row.getByRole('textbox', { name: /Item/ }), item);
  await userEvent.clear(row.getByRole('textbox', { name: /Cost/ }));
  await userEvent.type(row.getByRole('textbox', { name: /Cost/ }), cost);
  await userEvent.clear(row.getByRole('textbox', { name: /Qty/ }));
  await userEvent.type(row.getByRole('textbox', { name: /Qty/ }), qty);
};
/** Picks the client by keyboard: type, arrow down to the first match, Enter. */
const pickClient = async (canvasElement: HTMLElement, typed: string) => {
  const box = within(canvasElement).getByRole('combobox', { name: /Client/ });
  await userEvent.type(box, typed);
  await screen.findByRole('option', { name: new RegExp(typed) });
  await userEvent.keyboard('{ArrowDown}{Enter}');
  await expect((box as HTMLInputElement).value).toContain(typed);
};
const totals = (canvasElement: HTMLElement) => within(within(canvasElement).getByLabelText('Totals'));
const figure = (canvasElement: HTMLElement, name: string) => totals(canvasElement).getByText(name).nextElementSibling;

/** A blank invoice: today, due in 30 days, one line. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    await form(canvasElement);
    await expect(within(canvasElement).getAllByRole('listitem', { name: /^Line / })).toHaveLength(1);
    await expect(figure(canvasElement, 'Total')).toHaveTextContent('$0.00');
  },
};

/**
 * Flow: a client picked by keyboard, two lines, a discount and tax: the totals follow in cents; then it
 * is saved and the new invoice opens.
 */
export const AddWithTwoLines: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await form(canvasElement);
    await step('Client and lines', async () => {
      await pickClient(canvasElement, 'Janae');
      await fillLine(canvasElement, 1, 'Design', '19.99', '3');
      await userEvent.click(canvas.getByRole('button', { name: 'Add a line' }));
      await fillLine(canvasElement, 2, 'Build', '100.05', '1');
      await expect(canvas.getByRole('status', { name: 'Price of line 1' })).toHaveTextContent('$59.97');
      await expect(canvas.getByRole('status', { name: 'Price of line 2' })).toHaveTextContent('$100.05');
    });
    await step('Discount and tax; totals in cents', async () => {
      await userEvent.clear(canvas.getByRole('textbox', { name: 'Discount (%)' }));
      await userEvent.type(canvas.getByRole('textbox', { name: 'Discount (%)' }), '10');
      await userEvent.clear(canvas.getByRole('textbox', { name: 'Tax (%)' }));
      await userEvent.type(canvas.getByRole('textbox', { name: 'Tax (%)' }), '7.5');
      await expect(figure(canvasElement, 'Subtotal')).toHaveTextContent('$160.02');
      await expect(figure(canvasElement, 'Discount')).toHaveTextContent('$16.00');
      await expect(figure(canvasElement, 'Tax')).toHaveTextContent('$10.80');
      await expect(figure(canvasElement, 'Total')).toHaveTextContent('$154.82');
    });
    await step('Save', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save invoice' }));
      await appears(screen.findByText('Invoice #5023 created.'));
      // The preview loads the saved invoice after the toast: the story ends where a person sees it.
      await expect(await canvas.findByRole('cell', { name: 'Build' })).toBeVisible();
    });
  },
};

/** Flow: the server refuses line 2's quantity: the message shows at that field, everything typed stays. */
export const RefusedAtTheField: Story = {
  parameters: {
    msw: {
      handlers: {
        invoices: [
          http.post('*/apps/invoice/invoices', () =>
            HttpResponse.json(
              {
                error: 'Invalid request. items.1.qty: must be at most 10,000',
                issues: [{ path: 'items.1.qty', message: 'must be at most 10,000' }],
              },
              { status: 400 },
            ),
          ),
          ...handlers.invoices,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await form(canvasElement);
    await pickClient(canvasElement, 'Janae');
    await fillLine(canvasElement, 1, 'Design', '10', '1');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a line' }));
    await fillLine(canvasElement, 2, '<b>Build</b>', '5', '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Save invoice' }));
    await expect(await line(canvasElement, 2).findByText('must be at most 10,000')).toBeVisible();
    await expect(line(canvasElement, 2).getByRole('textbox', { name: /Item/ })).toHaveValue('<b>Build</b>');
    await expect(line(canvasElement, 1).getByRole('textbox', { name: /Cost/ })).toHaveValue('10');
  },
};

/** Out-of-range values are refused at their fields before anything is sent. */
export const CheckedAtTheField: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await form(canvasElement);
    await fillLine(canvasElement, 1, 'Design', '-5', '0');
    const due = canvas.getByRole('textbox', { name: /^Due/ });
    await userEvent.clear(due);
    await userEvent.type(due, '1999-01-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Save invoice' }));
    await expect(await canvas.findByText('Pick a client.')).toBeVisible();
    await expect(line(canvasElement, 1).getByText('Must be 0 or more.')).toBeVisible();
    await expect(line(canvasElement, 1).getByText('At least 1.')).toBeVisible();
    await expect(canvas.getByText('Between 2000 and 2100.')).toBeVisible();
  },
};

/** Flow: a new client in the side panel (an email already on file is refused first); the client is then picked. */
export const AddAClient: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await form(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a client' }));
    const panel = within(await appears(screen.findByRole('dialog', { name: 'Add a client' })));
    await userEvent.type(panel.getByRole('textbox', { name: /Name/ }), 'Ada Byron');
    await userEvent.type(panel.getByRole('textbox', { name: /Email/ }), 'janae.wolff@example.com');
    await userEvent.click(panel.getByRole('button', { name: 'Add client' }));
    await expect(await panel.findByText(/already exists/)).toBeVisible();
    await userEvent.clear(panel.getByRole('textbox', { name: /Email/ }));
    await userEvent.type(panel.getByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await userEvent.click(panel.getByRole('button', { name: 'Add client' }));
    await waitFor(() => expect(canvas.getByRole('combobox', { name: /Client/ })).toHaveValue('Ada Byron'));
  },
};

/** Flow: leaving with unsaved changes asks first; Stay keeps them. */
export const AsksBeforeLeaving: Story = {
  render: (args) => (
    <>
      <Link to="/apps/invoice/list">Elsewhere</Link>
      <InvoiceAddPage {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await form(canvasElement);
    await userEvent.type(line(canvasElement, 1).getByRole('textbox', { name: /Item/ }), 'Unsaved');
    await userEvent.click(canvas.getByRole('link', { name: 'Elsewhere' }));
    const dialog = within(await appears(screen.findByRole('dialog', { name: 'Leave without saving?' })));
    await userEvent.click(dialog.getByRole('button', { name: 'Stay' }));
    await expect(line(canvasElement, 1).getByRole('textbox', { name: /Item/ })).toHaveValue('Unsaved');
  },
};

/** The list's Duplicate: a copy of invoice 4988 with today's dates. */
export const Duplicate: Story = {
  parameters: { route: '/apps/invoice/add?from=4988' },
  play: async ({ canvasElement }) => {
    await form(canvasElement);
    await expect(within(canvasElement).getByRole('combobox', { name: /Client/ })).toHaveValue('Megane Ullrich');
    await expect(figure(canvasElement, 'Total')).toHaveTextContent('$4,974.00');
  },
};

export const ServerError: Story = {
  parameters: {
    route: '/apps/invoice/add?from=4988',
    msw: { handlers: { invoices: scenarios.serverError(handlers.invoices) } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The invoice could not be loaded.')).toBeVisible();
  },
};
