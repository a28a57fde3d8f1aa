import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { dashboardPlaceholders } from '@/features/cards/placeholders/dashboard';
import { expectFailed, failing, whileLoading } from '@/stories/support/cardStories';
import { MedalCard, MedalGreeting } from '@/features/cards/components/dashboard/MedalCard';

const meta = {
  title: 'UI elements/Cards/Advanced/Medal',
  component: MedalCard,
  parameters: { session: 'admin' },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
  // The demo data's medal figures, which the loading skeleton draws too.
  args: dashboardPlaceholders['medal'],
} satisfies Meta<typeof MedalCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The signed-in person's medal: the admin is John Doe. */
export const Default: Story = {
  render: () => <MedalGreeting />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Congratulations, John!' })).toBeVisible();
    await expect(await canvas.findByRole('progressbar', { name: 'Target $60K' })).toHaveAttribute(
      'aria-valuenow',
      '48900',
    );
  },
};

/** The headline needs no data: it is there at once, and only the figures wait. */
export const Loading: Story = {
  render: () => <MedalGreeting />,
  parameters: whileLoading,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Congratulations, John!' })).toBeVisible();
    await expect(canvas.getByText('You have won the gold medal this month.')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await expect(canvasElement.querySelector('[aria-busy] [inert] [role="progressbar"]')).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  render: () => <MedalGreeting />,
  parameters: failing,
  play: ({ canvasElement }) => expectFailed(canvasElement, 'Medal'),
};
