import type { Meta, StoryObj } from '@storybook/react-vite';
import { CreditCard, LifeBuoy, Lock, Truck } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Accordion, allSkins, Card, CardBody, type AccordionItem } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const items: AccordionItem[] = [
  {
    value: 'shipping',
    title: 'How long does shipping take?',
    content: 'Orders leave the warehouse within two working days and arrive three to five days later.',
  },
  {
    value: 'returns',
    title: 'Can I return an item?',
    content: 'Yes: within 30 days, in its box, from the Orders page.',
  },
  {
    value: 'invoices',
    title: 'Where are my invoices?',
    content: 'Every invoice is under Billing, ready to download as a PDF.',
  },
  {
    value: 'archive',
    title: 'Archived orders (moving to the new system)',
    content: 'Back next week.',
    disabled: true,
  },
];

const withIcons: AccordionItem[] = [
  { ...items[0]!, icon: <Truck aria-hidden /> },
  { ...items[1]!, icon: <LifeBuoy aria-hidden /> },
  { ...items[2]!, icon: <CreditCard aria-hidden /> },
  { ...items[3]!, icon: <Lock aria-hidden /> },
];

const meta = {
  title: 'UI/Accordion',
  component: Accordion,
  args: { items, collapsible: true, onValueChange: fn() },
  argTypes: {
    type: { control: 'inline-radio', options: ['single', 'multiple'] },
    variant: { control: 'inline-radio', options: ['joined', 'separated', 'flush'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '36rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Flow: a header opens its panel; another header swaps them (one at a time); the open one closes itself. */
export const Playground: Story = {
  // The defaults, for the controls to start from.
  args: { type: 'single', variant: 'joined' },
  parameters: componentLooks,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const shipping = canvas.getByRole('button', { name: 'How long does shipping take?' });
    await expect(shipping).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(shipping);
    await expect(shipping).toHaveAttribute('aria-expanded', 'true');
    const panel = canvas.getByRole('region', { name: 'How long does shipping take?' });
    await expect(shipping).toHaveAttribute('aria-controls', panel.id);
    await expect(panel).toHaveTextContent('within two working days');
    await userEvent.click(canvas.getByRole('button', { name: 'Can I return an item?' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['returns']);
    await expect(shipping).toHaveAttribute('aria-expanded', 'false');
    // A panel slides shut before it goes.
    await waitFor(() => expect(canvas.queryByText(/within two working days/)).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Can I return an item?' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith([]);
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: 'Can I return an item?' })).not.toBeInTheDocument(),
    );
  },
};

/**
 * Keyboard (WAI-ARIA accordion): ArrowDown and ArrowUp move between headers and wrap, skipping the
 * disabled one; Home and End go to the ends; Enter and Space open and close.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = (name: string) => canvas.getByRole('button', { name });
    header('How long does shipping take?').focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(header('Can I return an item?')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(header('Where are my invoices?')).toHaveFocus();
    await expect(header('Archived orders (moving to the new system)')).toBeDisabled();
    await userEvent.keyboard('{ArrowDown}');
    await expect(header('How long does shipping take?')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(header('Where are my invoices?')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(header('How long does shipping take?')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(header('How long does shipping take?')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(header('How long does shipping take?')).toHaveAttribute('aria-expanded', 'false');
  },
};

/** `type: 'multiple'`: opening one item leaves the others as they are. */
export const Multiple: Story = {
  args: { type: 'multiple', defaultValue: ['shipping'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Where are my invoices?' }));
    // Every question ends in a question mark: the open panels are the regions named after one.
    await expect(canvas.getAllByRole('region', { name: /\?$/ })).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'How long does shipping take?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** Not collapsible: the open item stays open when its own header is pressed. */
export const AlwaysOneOpen: Story = {
  args: { collapsible: false, defaultValue: 'returns' },
  play: async ({ canvasElement }) => {
    const returns = within(canvasElement).getByRole('button', { name: 'Can I return an item?' });
    await userEvent.click(returns);
    await expect(returns).toHaveAttribute('aria-expanded', 'true');
    await expect(returns).toHaveAttribute('aria-disabled', 'true');
  },
};

export const WithIcons: Story = { args: { items: withIcons, defaultValue: 'returns' } };
export const Separated: Story = { args: { variant: 'separated', items: withIcons, defaultValue: 'shipping' } };

/** Flush, inside a card: no surface of its own, lines between the items. */
export const Flush: Story = {
  args: { variant: 'flush', defaultValue: 'invoices' },
  render: (args) => (
    <Card title="Questions" titleAs="h2">
      <CardBody>
        <Accordion {...args} />
      </CardBody>
    </Card>
  ),
};

export const AllSkins: Story = {
  args: { type: 'multiple', items: withIcons, defaultValue: ['shipping'] },
  parameters: allSkins,
};
