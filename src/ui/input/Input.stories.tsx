import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { allSkins, Input } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI/Input',
  component: Input,
  args: { placeholder: 'Search users', size: 'md', disabled: false, 'aria-label': 'Search users' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  parameters: componentLooks,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Search users' });
    await userEvent.type(input, 'amelia');
    await expect(input).toHaveValue('amelia');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <Input {...args} size="sm" aria-label="Small" placeholder="Small" />
      <Input {...args} size="md" aria-label="Medium" placeholder="Medium" />
      <Input {...args} size="lg" aria-label="Large" placeholder="Large" />
    </div>
  ),
};

export const Invalid: Story = { args: { 'aria-invalid': true, defaultValue: 'not-an-email' } };
export const ReadOnly: Story = { args: { readOnly: true, defaultValue: 'INV-4821' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Read only for now' } };
export const AllSkins: Story = { ...Sizes, parameters: allSkins };
