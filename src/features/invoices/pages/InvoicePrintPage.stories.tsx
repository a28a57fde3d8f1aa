import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { InvoicePrintPage } from '@/features/invoices/pages/InvoicePrintPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

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
  parameters: screenLooks,
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

/** How bright a CSS colour is, from 0 (black) to 255 (white); null when it is transparent. */
function brightness(color: string) {
  const [red = 0, green = 0, blue = 0, alpha = 1] = color.match(/[\d.]+/g)!.map(Number);
  return alpha > 0 ? (red + green + blue) / 3 : null;
}

/** How bright the colour behind an element is: its own background or the nearest one drawn around it. */
function backdrop(element: Element) {
  for (let at: Element | null = element; at; at = at.parentElement) {
    const value = brightness(getComputedStyle(at).backgroundColor);
    if (value !== null) return value;
  }
  return 255;
}

/** In the dark skin the app around is dark, but the invoice stays dark on light, as it is printed. */
export const DarkSkinPrintsLight: Story = {
  globals: { skin: 'dark' },
  play: async ({ canvasElement }) => {
    const invoice = await within(canvasElement).findByRole('article', { name: 'Invoice #4987' });
    await expect(backdrop(document.body)).toBeLessThan(100);
    await expect(backdrop(invoice)).toBeGreaterThan(200);
    await expect(brightness(getComputedStyle(invoice).color)).toBeLessThan(128);
  },
};
