import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, Card, CardBody, Skeleton } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

/** A card as it will look, drawn from placeholder values: what the fetching cards show while they load. */
function SampleCard() {
  return (
    <Card title="Support tracker" style={{ maxWidth: 360 }}>
      <CardBody>
        <p style={{ marginBlockStart: 0 }}>163 tickets in the last 28 days, 29 of them new.</p>
        <Badge tone="success">61% completed</Badge>
      </CardBody>
    </Card>
  );
}

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  args: { label: 'Loading…', children: <SampleCard /> },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Text turns into bars of its own length; one status is announced; the content can't be reached. */
export const Playground: Story = {
  parameters: componentLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.queryByRole('heading', { name: 'Support tracker' })).toBeNull();
    const text = canvas.getByText(/163 tickets/, { ignore: 'script, style' });
    await expect(text.closest('[inert]')).not.toBeNull();
  },
};

/** The same card with its data: the skeleton took exactly this size. */
export const Loaded: Story = {
  render: () => <SampleCard />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Support tracker' })).toBeVisible();
  },
};
