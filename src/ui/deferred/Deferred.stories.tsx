import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, Card, CardBody, Deferred, RenderAll } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const rows = Array.from({ length: 10 }, (_, i) => i + 1);

/**
 * Ten cards of 16rem, each inside `Deferred`: the first ones render, those far below the frame
 * wait as empty boxes of the same height until the scroll brings them near. The first Tab renders
 * them all, so keyboard order reaches every control. (Storybook renders everything at once for its
 * pictures, `RenderAll`; this story turns that off for its own content.)
 */
function TallPage() {
  return (
    <RenderAll enabled={false}>
      <div style={{ display: 'grid', gap: '1rem', maxWidth: 480 }}>
        {rows.map((n) => (
          <Deferred key={n} reserve="16rem">
            <Card title={`Card ${n}`} style={{ minBlockSize: '16rem' }}>
              <CardBody>
                <Button>Action {n}</Button>
              </CardBody>
            </Card>
          </Deferred>
        ))}
      </div>
    </RenderAll>
  );
}

const meta = {
  title: 'UI/Deferred',
  component: Deferred,
  args: {
    reserve: '16rem',
    children: (
      <Card title="Revenue report" style={{ maxWidth: 480 }}>
        <CardBody>Rendered once it is on the screen or about to be.</CardBody>
      </Card>
    ),
  },
  // Storybook renders everything at once for its pictures (`RenderAll`); these stories defer as the app does.
  render: (args) => (
    <RenderAll enabled={false}>
      <Deferred {...args} />
    </RenderAll>
  ),
} satisfies Meta<typeof Deferred>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Content already on the screen renders straight away, in the first frame: no empty box flashes. */
export const Playground: Story = {
  parameters: componentLooks,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Revenue report' })).toBeVisible();
  },
};

/** The cards near the screen are there; the last ones are not, until Tab asks for the whole page. */
export const RendersNearTheScreen: Story = {
  render: () => <TallPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Card 1' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Card 10' })).toBeNull();
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Card 10' })).toBeInTheDocument());
    await expect(canvas.getAllByRole('button', { name: /^Action/ })).toHaveLength(rows.length);
  },
};
