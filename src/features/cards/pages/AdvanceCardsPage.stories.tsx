import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { cardEndpoints } from '@/stories/support/cardStories';
import { AdvanceCardsPage } from '@/features/cards/pages/AdvanceCardsPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

/** `/cards/advance`: greetings, an event, lists, a timeline, a project, tables. */
const meta = {
  title: 'UI elements/Cards/Advanced/Page',
  component: AdvanceCardsPage,
  parameters: {
    session: 'admin',
    route: '/cards/advance',
    endpoints: [...cardEndpoints, 'GET /apps/invoice/invoices'],
    ...pageParameters,
  },
} satisfies Meta<typeof AdvanceCardsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Each card arrives on its own; wait for the last state rather than hold a node that may be replaced.
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Developer meetup' })).toBeVisible());
    await waitFor(() =>
      expect(within(canvas.getByRole('region', { name: 'Recent invoices' })).getAllByRole('row')).toHaveLength(6),
    );
  },
};
