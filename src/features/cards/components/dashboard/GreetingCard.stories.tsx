import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { dashboardPlaceholders } from '@/features/cards/placeholders/dashboard';
import { expectFailed, failing, whileLoading } from '@/stories/support/cardStories';
import { Greeting, GreetingCard } from '@/features/cards/components/dashboard/GreetingCard';

const meta = {
  title: 'UI elements/Cards/Advanced/Greeting',
  component: GreetingCard,
  parameters: { session: 'admin' },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
  // The demo data's greeting figures, which the loading skeleton draws too.
  args: dashboardPlaceholders['greeting'],
} satisfies Meta<typeof GreetingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => <Greeting />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('You have done 57.6% more sales today and earned 6 new badges.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See your badges on your profile' })).toHaveAttribute(
      'href',
      '/pages/profile',
    );
  },
};

/** The name and the profile link need no data: only the sentence with the figures waits. */
export const Loading: Story = {
  render: () => <Greeting />,
  parameters: whileLoading,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Congratulations, John Doe' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See your badges on your profile' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    // The sentence is drawn from placeholder figures, hidden from sight and from assistive technology.
    await expect(canvasElement.querySelector('[aria-busy] [inert] p')).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  render: () => <Greeting />,
  parameters: failing,
  play: ({ canvasElement }) => expectFailed(canvasElement, 'Greeting'),
};
