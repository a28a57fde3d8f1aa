import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { allSkins, ChartLegend, Radar } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI/Charts/Radar',
  component: Radar,
  args: {
    labels: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'],
    series: [
      { name: 'Sales', data: [90, 50, 86, 40, 100, 20], tone: 'primary' },
      { name: 'Visits', data: [70, 75, 70, 76, 20, 85], tone: 'info' },
    ],
    label: 'Sales and visits by month',
    height: 260,
  },
  argTypes: { height: { control: { type: 'range', min: 160, max: 400, step: 10 } } },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Radar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four rings of grid, a spoke and a name per category, and one shape per series telling its values. */
export const Playground: Story = {
  parameters: componentLooks,
  play: async ({ canvasElement }) => {
    const chart = await within(canvasElement).findByRole('img', { name: 'Sales and visits by month' });
    const shapes = chart.querySelectorAll('polygon');
    await expect(shapes).toHaveLength(4 + 2);
    await expect(shapes[4]).toHaveTextContent('Sales: Jan 90, Feb 50, Mar 86, Apr 40, May 100, Jun 20');
    await expect(chart.querySelectorAll('text')).toHaveLength(6);
  },
};

export const OneSeries: Story = {
  args: {
    series: [{ name: 'Score', data: [80, 65, 90, 70, 85, 60], tone: 'success' }],
    labels: ['Speed', 'Quality', 'Support', 'Price', 'Design', 'Docs'],
    label: 'Product scores',
  },
};

/** With its legend under it, as the cards draw it. */
export const WithLegend: Story = {
  render: (args) => (
    <>
      <Radar {...args} />
      <ChartLegend items={args.series} />
    </>
  ),
};

export const AllSkins: Story = { ...WithLegend, parameters: allSkins };

/** Right to left, the categories run counter-clockwise: February on the left of January. */
export const RtlCounterClockwise: Story = {
  ...WithLegend,
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const chart = await within(canvasElement).findByRole('img', { name: 'Sales and visits by month' });
    const x = (text: string) =>
      Number([...chart.querySelectorAll('text')].find((t) => t.textContent === text)?.getAttribute('x'));
    await waitFor(() => expect(x('Feb')).toBeLessThan(x('Jan')));
  },
};
