import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { allSkins, BarChart, ChartLegend, tones } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const series = [
  { name: 'Earning', data: [95, 177, 284, 256, 105, 63, 168, 218, 72], tone: 'primary' as const },
  { name: 'Expense', data: [-145, -80, -60, -180, -100, -60, -85, -75, -100], tone: 'warning' as const },
];
const months = ['Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov'];

const meta = {
  title: 'UI/Charts/Bar chart',
  component: BarChart,
  args: {
    series,
    labels: months,
    stacked: true,
    axes: true,
    height: 220,
    label: 'Earning and expense by month',
  },
  argTypes: { height: { control: { type: 'range', min: 60, max: 400, step: 10 } } },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stacked, with axes: negative values go below zero, and each bar tells its month, series and value. */
export const Playground: Story = {
  parameters: componentLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = await canvas.findByRole('img', { name: 'Earning and expense by month' });
    const bars = chart.querySelectorAll('rect');
    await expect(bars).toHaveLength(18);
    await expect(bars[0]).toHaveTextContent('Mar, Earning: 95');
    // The value axis reaches below zero for the expenses.
    await expect(canvas.getByText(/^\u2066-200\u2069$/)).toBeInTheDocument();
  },
};

/** Two series side by side in each category. */
export const SideBySide: Story = {
  args: {
    stacked: false,
    series: [
      { name: '2024', data: [40, 65, 52, 80, 72, 90], tone: 'primary' },
      { name: '2025', data: [55, 70, 48, 95, 88, 110], tone: 'info' },
    ],
    labels: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'],
    label: 'Orders by month, this year and last',
  },
};

/** One small series and no axes, for a card's figure. */
export const Compact: Story = {
  args: {
    series: [{ name: 'Orders', data: [26, 74, 37, 29, 43], tone: 'warning' }],
    labels: [],
    stacked: false,
    axes: false,
    height: 80,
    label: 'Orders',
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 200 }}>
        <Story />
      </div>
    ),
  ],
};

export const Tones: Story = {
  args: {
    stacked: false,
    series: tones.map((tone, i) => ({ name: tone, data: [30 + i * 10, 60 - i * 5, 45], tone })),
    labels: ['Q1', 'Q2', 'Q3'],
    label: 'One series per tone',
  },
};

/** With its legend under it, as the cards draw it; values on the axis written short. */
export const WithLegend: Story = {
  args: { formatValue: (value) => `${value}K` },
  render: (args) => (
    <>
      <BarChart {...args} />
      <ChartLegend items={args.series} />
    </>
  ),
};

export const AllSkins: Story = { ...WithLegend, parameters: allSkins };

/**
 * Right to left: the first category on the right, the value axis on the right edge. The chart reads
 * its direction once laid out, so the play function waits for the mirrored drawing.
 */
export const RtlMirrored: Story = {
  ...WithLegend,
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const chart = await within(canvasElement).findByRole('img', { name: 'Earning and expense by month' });
    const x = (text: string) =>
      Number([...chart.querySelectorAll('text')].find((t) => t.textContent === text)?.getAttribute('x'));
    await waitFor(() => expect(x('Mar')).toBeGreaterThan(x('Nov')));
  },
};
