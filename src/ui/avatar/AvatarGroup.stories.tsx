import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { allSkins, AvatarGroup } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const people = [
  { name: 'John Doe', src: '/images/avatars/1.svg' },
  { name: 'Jane Doe', src: '/images/avatars/2.svg' },
  { name: 'Omar Haddad', tone: 'success' as const },
  { name: 'Mei Lin', tone: 'warning' as const },
  { name: 'Sofia Rossi', tone: 'info' as const },
  { name: 'Ravi Patel', tone: 'danger' as const },
];

const meta = {
  title: 'UI/AvatarGroup',
  component: AvatarGroup,
  args: { people, max: 4, size: 'md', label: 'Project team' },
} satisfies Meta<typeof AvatarGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  parameters: componentLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Project team' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByLabelText('and 2 more')).toHaveTextContent('+2');
  },
};

export const AllShown: Story = { args: { max: 10 } };
export const Small: Story = { args: { size: 'sm' } };
export const AllSkins: Story = { parameters: allSkins };
