import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchX } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { allSkins, Button, EmptyState } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: { title: 'No invoices yet', description: 'Invoices you create or receive appear here.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  parameters: componentLooks,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No invoices yet');
  },
};

export const NoResults: Story = {
  args: {
    title: 'No users match “zzz”',
    description: 'Check the spelling or clear the filters.',
    icon: <SearchX />,
    action: <Button variant="tint">Clear filters</Button>,
  },
};

export const AllSkins: Story = { ...NoResults, parameters: allSkins };
