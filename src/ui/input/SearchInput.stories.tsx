import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { allSkins, SearchInput } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI/SearchInput',
  component: SearchInput,
  args: { label: 'Search users', placeholder: 'Search by name or email', size: 'md', disabled: false, onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A searchbox named by its label, not its placeholder; it reports every keystroke. */
export const Playground: Story = {
  parameters: componentLooks,
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('searchbox', { name: 'Search users' });
    await expect(box).toHaveAttribute('placeholder', 'Search by name or email');
    await userEvent.type(box, 'amelia');
    await expect(box).toHaveValue('amelia');
    await expect(args.onChange).toHaveBeenCalledTimes(6);
    // The magnifier over the box lets a click through to it.
    await expect(getComputedStyle(canvasElement.querySelector('svg')!).pointerEvents).toBe('none');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <SearchInput {...args} size="sm" label="Small search" />
      <SearchInput {...args} size="md" label="Medium search" />
      <SearchInput {...args} size="lg" label="Large search" />
    </div>
  ),
};

export const WithValue: Story = { args: { defaultValue: 'amelia' } };
export const Disabled: Story = { args: { disabled: true } };
export const AllSkins: Story = { ...Sizes, parameters: allSkins };

/** Right to left, the magnifier sits at the inline start: on the right. */
export const RtlIconOnTheRight: Story = {
  args: { defaultValue: 'أمل', label: 'Search users' },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('searchbox', { name: 'Search users' }).getBoundingClientRect();
    const icon = canvasElement.querySelector('svg')!;
    await waitFor(() => expect(icon.getBoundingClientRect().left).toBeGreaterThan(box.left + box.width / 2));
  },
};
