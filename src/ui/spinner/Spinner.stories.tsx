import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { allSkins, Spinner, tones } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  args: { tone: 'primary' },
  argTypes: { tone: { control: 'select', options: [undefined, ...tones] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  // The defaults, for the controls to start from.
  args: { variant: 'border', size: 'md', label: 'Loading…' },
  parameters: componentLooks,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Grow: Story = { args: { variant: 'grow' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <Spinner {...args} size="sm" />
      <Spinner {...args} size="md" />
      <Spinner {...args} size="lg" />
    </div>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
      {tones.map((tone) => (
        <Spinner key={tone} {...args} tone={tone} label={`Loading ${tone}`} />
      ))}
    </div>
  ),
};

export const AllSkins: Story = { ...Tones, parameters: allSkins };
