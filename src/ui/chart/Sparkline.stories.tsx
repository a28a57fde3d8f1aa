import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { allSkins, Sparkline, tones } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI/Charts/Sparkline',
  component: Sparkline,
  args: {
    data: [64, 64, 38, 29, 60, 32, 63],
    name: 'Subscribers',
    label: 'Subscribers: 64 to 63',
    dashed: false,
  },
  argTypes: {
    tone: { control: 'select', options: tones },
    kind: { control: 'inline-radio', options: ['area', 'line'] },
    height: { control: { type: 'range', min: 40, max: 240, step: 10 } },
  },
  // A card's edge is narrow: the chart takes its container's width.
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Sparkline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An image named for what it shows; each point tells its value as a tooltip. */
export const Playground: Story = {
  // The defaults, for the controls to start from.
  args: { tone: 'primary', kind: 'area', height: 100 },
  parameters: componentLooks,
  play: async ({ canvasElement }) => {
    const chart = await within(canvasElement).findByRole('img', { name: 'Subscribers: 64 to 63' });
    const points = chart.querySelectorAll('circle');
    await expect(points).toHaveLength(7);
    await expect(points[3]).toHaveTextContent('Subscribers: 29');
  },
};

/** A line with points instead of a filled area. */
export const Line: Story = {
  args: {
    kind: 'line',
    tone: 'info',
    data: [5, 40, 49, 59, 38, 13],
    name: 'Profit',
    label: 'Profit by month',
    height: 80,
  },
};

/** A dashed line: a forecast, a target. */
export const Dashed: Story = { args: { kind: 'line', dashed: true, tone: 'secondary', label: 'Forecast' } };

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {tones.map((tone) => (
        <Sparkline key={tone} {...args} tone={tone} height={60} label={`${tone} trend`} />
      ))}
    </div>
  ),
};

export const AllSkins: Story = { ...Line, parameters: allSkins };

/** Right to left, the first value sits on the right. The chart measures its box and direction after it mounts. */
export const RtlMirrored: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const chart = await within(canvasElement).findByRole('img', { name: 'Subscribers: 64 to 63' });
    await waitFor(() => {
      const points = [...chart.querySelectorAll('circle')];
      expect(Number(points[0]?.getAttribute('cx'))).toBeGreaterThan(Number(points.at(-1)?.getAttribute('cx')));
    });
  },
};
