import type { Meta, StoryObj } from '@storybook/react-vite';
import { MoreVertical } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { allSkins, Button, Card, CardBody, CardFooter } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: { title: 'Monthly revenue', subtitle: 'Updated 5 minutes ago' },
  render: (args) => (
    <Card {...args} style={{ maxInlineSize: 420 }}>
      <CardBody>Revenue grew 18% against last month, driven by the new Standard plan and fewer cancellations.</CardBody>
      <CardFooter>
        <Button size="sm">View report</Button>
        <Button size="sm" variant="text" tone="secondary">
          Dismiss
        </Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  parameters: componentLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Monthly revenue' })).toBeVisible();
  },
};

export const WithActions: Story = {
  args: {
    actions: (
      <Button variant="text" tone="secondary" iconOnly size="sm" aria-label="Card options">
        <MoreVertical aria-hidden />
      </Button>
    ),
  },
};

export const BodyOnly: Story = {
  args: { title: undefined, subtitle: undefined },
  render: () => (
    <Card style={{ maxInlineSize: 420 }}>
      <CardBody>A card without a header, for statistics and media.</CardBody>
    </Card>
  ),
};

export const AllSkins: Story = { ...WithActions, parameters: allSkins };
