import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { allSkins, Ring, tones } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI/Charts/Ring',
  component: Ring,
  args: {
    parts: [
      { label: 'Desktop', value: 58.6, tone: 'primary' },
      { label: 'Mobile', value: 34.9, tone: 'warning' },
      { label: 'Tablet', value: 6.5, tone: 'danger' },
    ],
    label: 'Sessions by device',
  },
  argTypes: {
    thickness: { control: { type: 'range', min: 0.05, max: 1, step: 0.01 } },
    arc: { control: { type: 'range', min: 90, max: 360, step: 10 } },
    trackTone: { control: 'select', options: [undefined, ...tones] },
    height: { control: { type: 'range', min: 80, max: 320, step: 10 } },
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Ring>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A donut: one arc per part, each telling its label and value. */
export const Playground: Story = {
  // The defaults, for the controls to start from.
  args: { thickness: 0.28, arc: 360, height: 180 },
  parameters: componentLooks,
  play: async ({ canvasElement }) => {
    const chart = await within(canvasElement).findByRole('img', { name: 'Sessions by device' });
    const arcs = chart.querySelectorAll('path');
    await expect(arcs).toHaveLength(3);
    await expect(arcs[1]).toHaveTextContent('Mobile: 34.9');
  },
};

/** One share on an open gauge: the track shows the rest up to the total, the figure sits in the middle. */
export const Gauge: Story = {
  args: {
    parts: [{ label: 'Completed', value: 61, tone: 'primary' }],
    total: 100,
    arc: 270,
    trackTone: 'primary',
    thickness: 0.2,
    label: 'Completed tickets: 61%',
    children: <strong style={{ fontSize: '1.5rem' }}>61%</strong>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = await canvas.findByRole('img', { name: 'Completed tickets: 61%' });
    // The track and the share.
    await expect(chart.querySelectorAll('path')).toHaveLength(2);
    await expect(canvas.getByText('61%')).toBeVisible();
  },
};

/** A thickness of 1 draws a pie. */
export const Pie: Story = { args: { thickness: 1 } };

export const Tones: Story = {
  args: {
    parts: tones.map((tone, i) => ({ label: tone, value: 6 - i, tone })),
    label: 'One part per tone',
  },
};

export const AllSkins: Story = { ...Gauge, play: undefined, parameters: allSkins };

/** Right to left, the ring fills counter-clockwise; the chart reads its direction once laid out. */
export const RtlCounterClockwise: Story = {
  ...Gauge,
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const chart = await within(canvasElement).findByRole('img', { name: 'Completed tickets: 61%' });
    await waitFor(() => expect(chart.querySelector('g')?.getAttribute('transform')).toContain('scale(-1 1)'));
  },
};
