import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { allSkins, Progress, tones } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI/Progress',
  component: Progress,
  args: { label: 'Storage used', value: 64, showValue: true },
  argTypes: { tone: { control: 'select', options: tones }, value: { control: { type: 'range', min: 0, max: 100 } } },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  // The defaults, for the controls to start from.
  args: { max: 100, tone: 'primary', height: 8, striped: false },
  parameters: componentLooks,
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Storage used' });
    await expect(bar).toHaveAttribute('aria-valuenow', '64');
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {tones.map((tone, i) => (
        <Progress key={tone} {...args} tone={tone} label={`${tone} task`} value={20 + i * 14} />
      ))}
    </div>
  ),
};

export const Striped: Story = { args: { striped: true, height: 12 } };
export const Indeterminate: Story = { args: { value: null, label: 'Uploading' } };
export const AllSkins: Story = { ...Tones, parameters: allSkins };
