import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { handlers, scenarios } from '@/mocks';
import { cardEndpoints } from '@/stories/support/cardStories';
import { RechartsPage } from '@/features/charts/pages/RechartsPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

/** `/charts/recharts`: SVG drawn with the theme's variables. */
const meta = {
  title: 'Charts/Recharts',
  component: RechartsPage,
  parameters: {
    session: 'admin',
    route: '/charts/recharts',
    endpoints: cardEndpoints,
    ...pageParameters,
  },
} satisfies Meta<typeof RechartsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Recharts' })).toBeVisible();
    await expect(
      await canvas.findByRole('figure', { name: 'Earnings against the budget by month, 2020' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(9);
  },
};

/** Right to left the charts are mirrored: the first month, March, on the right of the last, November. */
export const RtlMirrored: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const chart = await within(canvasElement).findByRole('figure', {
      name: 'Earnings against the budget by month, 2020',
    });
    const x = (text: string) =>
      [...chart.querySelectorAll('text')].find((t) => t.textContent === text)?.getBoundingClientRect().x ?? NaN;
    await waitFor(() => expect(x('Mar')).toBeGreaterThan(x('Nov')));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { cards: scenarios.loading(handlers.cards) } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(9);
  },
};
