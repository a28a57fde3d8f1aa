import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { allSkins, Avatar, tones, ToolbarGroup } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { name: 'Amelia Hart' },
  argTypes: {
    size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'xl'] },
    tone: { control: 'select', options: tones },
    status: { control: 'select', options: [undefined, 'online', 'offline', 'busy', 'away'] },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Without a picture, the initials. Radix draws them a moment after the first render (a timer, even
 * at no delay), so the play function waits for them as a person would, rather than looking at once.
 */
export const Playground: Story = {
  // The defaults, for the controls to start from.
  args: { size: 'md', tone: 'primary', shape: 'circle' },
  parameters: componentLooks,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('img', { name: 'Amelia Hart' })).toHaveAttribute(
      'data-initials',
      'AH',
    );
  },
};

/** The picture replaces the initials once it has loaded; its alt text names the person. */
export const WithImage: Story = {
  args: { src: '/images/avatars/1.svg', name: 'John Doe' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('img', { name: 'John Doe' }).tagName).toBe('IMG'));
    await expect(canvasElement.querySelector('[data-initials]')).toBeNull();
  },
};

/** A broken image falls back to the initials. */
export const BrokenImage: Story = {
  args: { src: '/images/avatars/missing.png', name: 'Lena Park' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('img', { name: 'Lena Park' }).tagName).toBe('SPAN'));
    // Still named for screen readers once the picture and its alt text are gone.
    const fallback = within(canvasElement).getByRole('img', { name: 'Lena Park' });
    await expect(fallback).toHaveAttribute('data-initials', 'LP');
    await waitFor(() => expect(fallback).toBeVisible());
  },
};

export const Sizes: Story = {
  render: (args) => (
    <ToolbarGroup>
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </ToolbarGroup>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <ToolbarGroup>
      {tones.map((tone) => (
        <Avatar key={tone} {...args} tone={tone} name={`${tone} user`} />
      ))}
    </ToolbarGroup>
  ),
};

export const Statuses: Story = {
  render: (args) => (
    <ToolbarGroup>
      {(['online', 'offline', 'busy', 'away'] as const).map((status) => (
        <Avatar key={status} {...args} status={status} />
      ))}
    </ToolbarGroup>
  ),
};

export const Rounded: Story = { args: { shape: 'rounded', size: 'lg' } };
export const AllSkins: Story = { ...Tones, parameters: allSkins };
