import type { Meta, StoryObj } from '@storybook/react-vite';
import { CreditCard, FileText, PackageCheck, ShoppingCart, Truck } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { allSkins, Avatar, Timeline, TimelineItem } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI/Timeline',
  component: Timeline,
  args: { layout: 'start', headingLevel: 3, 'aria-label': 'Order history' },
  argTypes: {
    layout: { control: 'inline-radio', options: ['start', 'alternate'] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '44rem' }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <Timeline {...args}>
      <TimelineItem title="Order placed" time="12 May, 09:30" dateTime="2025-05-12T09:30" tone="primary">
        Three items, paid by card.
      </TimelineItem>
      <TimelineItem title="Payment confirmed" time="12 May, 09:32" dateTime="2025-05-12T09:32" tone="success">
        The bank accepted the payment.
      </TimelineItem>
      <TimelineItem title="Shipped" time="13 May, 16:05" dateTime="2025-05-13T16:05" tone="info">
        Handed to the carrier, tracking number 4471-0021.
      </TimelineItem>
      <TimelineItem title="Delivery delayed" time="15 May" dateTime="2025-05-15" tone="warning" />
    </Timeline>
  ),
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An ordered list of events, each titled by a heading, with a machine-readable time. */
export const Playground: Story = {
  parameters: componentLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Order history' });
    await expect(list.tagName).toBe('OL');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Order placed',
      'Payment confirmed',
      'Shipped',
      'Delivery delayed',
    ]);
    await expect(canvas.getByText('13 May, 16:05')).toHaveAttribute('datetime', '2025-05-13T16:05');
  },
};

const iconEvents = (
  <>
    <TimelineItem title="Order placed" time="09:30" dateTime="2025-05-12T09:30" icon={<ShoppingCart />}>
      Three items, paid by card.
    </TimelineItem>
    <TimelineItem
      title="Payment confirmed"
      time="09:32"
      dateTime="2025-05-12T09:32"
      tone="success"
      icon={<CreditCard />}
    />
    <TimelineItem title="Shipped" time="16:05" dateTime="2025-05-13T16:05" tone="info" icon={<Truck />}>
      Handed to the carrier.
    </TimelineItem>
    <TimelineItem title="Delivered" time="11:40" dateTime="2025-05-16T11:40" tone="secondary" icon={<PackageCheck />}>
      Signed for by the front desk.
    </TimelineItem>
  </>
);

export const WithIcons: Story = { render: (args) => <Timeline {...args}>{iconEvents}</Timeline> };

/** Either side of the line in turn where there is room; below 32rem of width, all after it. */
export const Alternate: Story = { args: { layout: 'alternate' } };

export const AlternateNarrow: Story = {
  args: { layout: 'alternate' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '20rem' }}>
        <Story />
      </div>
    ),
  ],
};

/**
 * A body with more in it: who did it (an avatar) and the file they attached, a link that Tab reaches in
 * reading order.
 */
export const RichBody: Story = {
  render: (args) => (
    <Timeline {...args} aria-label="Project activity">
      <TimelineItem title="Client meeting" time="Today, 10:00" dateTime="2025-05-16T10:00" tone="primary">
        <p>Went through the new dashboard with the client.</p>
        <div style={{ display: 'flex', alignItems: 'center', gap: 'var(--space-2)' }}>
          <Avatar name="Amelia Hart" size="sm" tone="info" />
          <span>Amelia Hart, project lead</span>
        </div>
      </TimelineItem>
      <TimelineItem title="Invoice sent" time="Yesterday" dateTime="2025-05-15" tone="success">
        <a href="#invoice" style={{ display: 'inline-flex', alignItems: 'center', gap: 'var(--space-1)' }}>
          <FileText aria-hidden size={16} />
          invoice-0042.pdf
        </a>
      </TimelineItem>
      <TimelineItem title="Project created" time="2 May" dateTime="2025-05-02" tone="secondary" />
    </Timeline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'invoice-0042.pdf' })).toHaveFocus();
    await expect(canvas.getByRole('img', { name: 'Amelia Hart' })).toBeVisible();
  },
};

export const AllSkins: Story = { render: (args) => <Timeline {...args}>{iconEvents}</Timeline>, parameters: allSkins };
