import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button, PrintSheet, usePrint, type PrintColumn } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

type Invoice = { id: number; client: string; total: string };

const invoices: Invoice[] = [
  { id: 4987, client: 'Jordan Stevenson', total: '$3,428' },
  { id: 4988, client: 'Stephanie Burns', total: '$5,219' },
  { id: 4989, client: 'Tony Herrera', total: '$3,719' },
];

const columns: PrintColumn<Invoice>[] = [
  { id: 'id', header: 'Invoice', value: (row) => `#${row.id}` },
  { id: 'client', header: 'Client', value: (row) => row.client },
  { id: 'total', header: 'Total', value: (row) => row.total },
];

function PrintInvoices() {
  const { printing, print } = usePrint();
  return (
    <>
      <Button onClick={print}>Print the invoices</Button>
      {printing && <PrintSheet title="Invoices" columns={columns} rows={invoices} rowKey={(row) => row.id} />}
    </>
  );
}

const meta = {
  title: 'UI/PrintSheet',
  component: PrintInvoices,
} satisfies Meta<typeof PrintInvoices>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Print draws the sheet (only the printer sees it: hidden on screen), opens the browser's print
 * dialog, and removes the sheet once the dialog closes.
 */
export const Playground: Story = {
  parameters: componentLooks,
  play: async ({ canvasElement }) => {
    const printed: string[][] = [];
    const realPrint = window.print;
    window.print = () => {
      const sheet = document.querySelector('[data-print-area]');
      printed.push([...(sheet?.querySelectorAll('tbody tr') ?? [])].map((row) => row.textContent ?? ''));
    };
    try {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Print the invoices' }));
    } finally {
      window.print = realPrint;
    }
    await expect(printed).toEqual([
      ['#4987Jordan Stevenson$3,428', '#4988Stephanie Burns$5,219', '#4989Tony Herrera$3,719'],
    ]);
    await expect(document.querySelector('[data-print-area]')).toBeNull();
  },
};
