import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/Button';
import { Card, CardBody } from '../card/Card';
import { Deferred, RenderAll } from './Deferred';

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
  render: () => <TallPage />,
  args: { children: null },
} satisfies Meta<typeof Deferred>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cards near the screen are there; the last ones are not, until Tab asks for the whole page. */
export const RendersNearTheScreen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Card 1' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Card 10' })).toBeNull();
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Card 10' })).toBeInTheDocument());
    await expect(canvas.getAllByRole('button', { name: /^Action/ })).toHaveLength(rows.length);
  },
};
