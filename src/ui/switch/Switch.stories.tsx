import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { allSkins, Switch, tones } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  args: { label: 'Email notifications', onCheckedChange: fn() },
  argTypes: {
    tone: { control: 'select', options: tones },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  // The defaults, for the controls to start from.
  args: { tone: 'primary', size: 'md' },
  parameters: componentLooks,
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Email notifications' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <Switch {...args} size="sm" label="Small" defaultChecked />
      <Switch {...args} size="md" label="Medium" defaultChecked />
      <Switch {...args} size="lg" label="Large" defaultChecked />
    </div>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
      {tones.map((tone) => (
        <Switch key={tone} {...args} tone={tone} label={tone} defaultChecked />
      ))}
    </div>
  ),
};

/** Words or icons inside the track, on the side the thumb has left; the label stays the name. */
export const OnOffContent: Story = {
  args: { on: 'On', off: 'Off' },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Email notifications' });
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
  },
};

/** The label first and the switch at the row's end, as in a settings list. */
export const LabelAtStart: Story = {
  args: { labelPosition: 'start', block: true, description: 'A summary every Monday.' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export const Disabled: Story = { args: { disabled: true } };
export const AllSkins: Story = { ...Sizes, parameters: allSkins };
