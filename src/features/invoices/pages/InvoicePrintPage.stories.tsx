import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { InvoicePrintPage } from './InvoicePrintPage';
import { pageParameters } from '../../../../.storybook/parameters';

/** The browser's print dialog, replaced in each story by a spy that records the call. */
const print = fn();

const meta = {
  title: 'Apps & pages/Invoice/Print',
  component: InvoicePrintPage,
  parameters: {
    session: 'admin',
    route: '/apps/invoice/print/4987',
    endpoints: ['GET /api/invoice/invoices/:id'],
    layout: 'fullscreen',
    ...pageParameters,
  },
  beforeEach: () => {
    const original = window.print;
    print.mockReset();
    window.print = print;
    return () => {
      window.print = original;
    };
  },
} satisfies Meta<typeof InvoicePrintPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The invoice alone, laid out for A4; the print dialog opens once it is on the page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('article', { name: 'Invoice #4987' })).toBeVisible();
    await waitFor(() => expect(print).toHaveBeenCalledOnce());
  },
};

/** An unknown invoice: said on the page, and nothing is printed. */
export const NotFound: Story = {
  parameters: { route: '/apps/invoice/print/1' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No such invoice' })).toBeVisible();
    await expect(print).not.toHaveBeenCalled();
  },
};

/** Printed light on white whatever the skin. */
export const Dark: Story = { ...Default, globals: { skin: 'dark' } };
