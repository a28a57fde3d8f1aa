import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { allSkins, Checkbox, tones } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { label: 'Remember me', onCheckedChange: fn() },
  argTypes: { tone: { control: 'select', options: tones } },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  // The defaults, for the controls to start from.
  args: { tone: 'primary' },
  parameters: componentLooks,
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Remember me' });
    await userEvent.click(within(canvasElement).getByText('Remember me'));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      <Checkbox {...args} label="Unchecked" />
      <Checkbox {...args} label="Checked" defaultChecked />
      <Checkbox {...args} label="Indeterminate" checked="indeterminate" />
      <Checkbox {...args} label="Disabled" disabled />
      <Checkbox {...args} label="Disabled checked" disabled defaultChecked />
    </div>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
      {tones.map((tone) => (
        <Checkbox key={tone} {...args} tone={tone} label={tone} defaultChecked />
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      <Checkbox {...args} size="sm" label="Small" defaultChecked />
      <Checkbox {...args} size="md" label="Medium" defaultChecked />
      <Checkbox {...args} size="lg" label="Large" defaultChecked />
    </div>
  ),
};

/** A card: clicking anywhere on it ticks the box; the description is read with it. */
export const Card: Story = {
  args: { card: true, label: 'Daily backup', description: 'A copy every night, kept for 30 days.' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Daily backup' });
    await expect(box).toHaveAccessibleDescription('A copy every night, kept for 30 days.');
    await userEvent.click(within(canvasElement).getByText('Daily backup'));
    await expect(box).toBeChecked();
  },
};

export const AllSkins: Story = { ...States, parameters: allSkins };
