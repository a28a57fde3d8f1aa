import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FullApp } from '@/stories/FullApp';
import { appears } from '@/stories/support/appears';
import { body } from '@/stories/support/fullApp';
import { fullAppParameters } from '@/stories/support/fullAppParameters';

/** The invoices in the whole app. */
const meta = {
  title: 'App/Flows/Invoices',
  component: FullApp,
  args: { route: '/apps/invoice/list' },
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

/** The browser's print dialog, replaced by a spy in the invoice flow. */
const print = fn();

/**
 * Flow: from the invoice list to a new invoice (client picked by keyboard, one line),
 * saved to its preview, then its print page, which opens the print dialog.
 */
export const InvoiceListToPrint: Story = {
  beforeEach: () => {
    const original = window.print;
    print.mockReset();
    window.print = print;
    return () => {
      window.print = original;
    };
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await appears(canvas.findByText('Showing 1 to 10 of 36 invoices'));
    await step('Create an invoice', async () => {
      await userEvent.click(canvas.getAllByRole('link', { name: 'Create invoice' })[0]!);
      const form = within(await appears(canvas.findByRole('form', { name: 'New invoice' })));
      await userEvent.type(form.getByRole('combobox', { name: /Client/ }), 'Janae');
      await body.findByRole('option', { name: /Janae/ });
      await userEvent.keyboard('{ArrowDown}{Enter}');
      const line = within(form.getByRole('listitem', { name: 'Line 1' }));
      await userEvent.type(line.getByRole('textbox', { name: /Item/ }), 'Consulting');
      await userEvent.clear(line.getByRole('textbox', { name: /Cost/ }));
      await userEvent.type(line.getByRole('textbox', { name: /Cost/ }), '120');
      await userEvent.click(form.getByRole('button', { name: 'Save invoice' }));
    });
    await step('Its preview, then its print page', async () => {
      const invoice = await appears(canvas.findByRole('article', { name: 'Invoice #5023' }));
      await expect(invoice).toHaveTextContent('Janae Wolff');
      await userEvent.click(canvas.getByRole('link', { name: 'Print' }));
      await waitFor(() => expect(print).toHaveBeenCalledOnce());
      await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
      await expect(canvas.getByRole('article', { name: 'Invoice #5023' })).toBeVisible();
    });
  },
};

/** The client may not open the invoices: the guard shows not authorized. */
export const ClientKeptFromInvoices: Story = {
  parameters: { session: 'client' },
  play: async ({ canvasElement }) => {
    await appears(within(canvasElement).findByRole('heading', { name: 'You are not authorized!' }));
  },
};
