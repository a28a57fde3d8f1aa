import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { allSkins, ChartLegend, tones } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI/Charts/Legend',
  component: ChartLegend,
  args: {
    items: [
      { name: 'Earning', tone: 'primary' },
      { name: 'Expense', tone: 'warning' },
    ],
  },
} satisfies Meta<typeof ChartLegend>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A list of the series' names; the colour swatches are decoration, hidden from screen readers. */
export const Playground: Story = {
  parameters: componentLooks,
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole('list')).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Earning', 'Expense']);
    await expect(items[0]?.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const Tones: Story = { args: { items: tones.map((tone) => ({ name: tone, tone })) } };

/** Many series wrap onto more lines, centred under the chart. */
export const Wrapping: Story = {
  ...Tones,
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 240 }}>
        <Story />
      </div>
    ),
  ],
};

export const AllSkins: Story = { ...Tones, parameters: allSkins };
