import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BasicCardsPage } from '@/features/cards/pages/BasicCardsPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

/** `/cards/basic`: the Card's parts and variants, no data. */
const meta = {
  title: 'UI elements/Cards/Basic',
  component: BasicCardsPage,
  parameters: { session: 'admin', route: '/cards/basic', endpoints: [], ...pageParameters },
} satisfies Meta<typeof BasicCardsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Basic cards' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { name: 'Warning' })).toHaveLength(2);
  },
};
