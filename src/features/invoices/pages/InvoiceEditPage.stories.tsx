import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { handlers, scenarios } from '@/mocks';
import { appears } from '@/stories/support/appears';
import { InvoiceEditPage } from '@/features/invoices/pages/InvoiceEditorPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Apps & pages/Invoice/Edit',
  component: InvoiceEditPage,
  parameters: {
    session: 'admin',
    route: '/apps/invoice/edit/4988',
    endpoints: [
      'GET /api/invoice/invoices/:id',
      'GET /apps/invoice/invoices',
      'GET /api/invoice/clients',
      'POST /api/invoice/clients',
      'PUT /apps/invoice/invoices/:id',
    ],
    ...pageParameters,
  },
} satisfies Meta<typeof InvoiceEditPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement) => within(canvasElement).findByRole('form', { name: 'Edit invoice #4988' });

/** Invoice 4988 in the form: its client, dates, one line and total. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(await form(canvasElement));
    await expect(canvas.getByRole('combobox', { name: /Client/ })).toHaveValue('Megane Ullrich');
    await expect(canvas.getByRole('textbox', { name: /^Issued/ })).toHaveValue('2025-11-03');
    await expect(canvas.getByText('Total').nextElementSibling).toHaveTextContent('$4,974.00');
  },
};

/** Flow: one more line and the invoice is saved; its preview opens with the line. */
export const SaveAChange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(await form(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Add a line' }));
    const row = within(canvas.getByRole('listitem', { name: 'Line 2' }));
    await userEvent.type(row.getByRole('textbox', { name: /Item/ }), 'Hosting');
    await userEvent.clear(row.getByRole('textbox', { name: /Cost/ }));
    await userEvent.type(row.getByRole('textbox', { name: /Cost/ }), '26');
    await expect(canvas.getByText('Total').nextElementSibling).toHaveTextContent('$5,000.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Save invoice' }));
    await appears(screen.findByText('Invoice #4988 saved.'));
    await expect(await within(canvasElement).findByRole('cell', { name: 'Hosting' })).toBeVisible();
  },
};

/** The bare path edits the newest invoice. */
export const Newest: Story = {
  parameters: { route: '/apps/invoice/edit' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('form', { name: 'Edit invoice #5022' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { invoices: scenarios.loading(handlers.invoices) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { route: '/apps/invoice/edit/1' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No such invoice' })).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { invoices: scenarios.serverError(handlers.invoices) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The invoice could not be loaded.')).toBeVisible();
  },
};
