import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { dashboardPlaceholders } from '@/features/cards/placeholders/dashboard';
import { expectFailed, expectLoading, failing, whileLoading } from '@/stories/support/cardStories';
import { AppDesign, AppDesignCard } from '@/features/cards/components/list/AppDesignCard';

const meta = {
  title: 'UI elements/Cards/Advanced/App design',
  component: AppDesignCard,
  parameters: { session: 'admin' },
  decorators: [(Story) => <div style={{ maxWidth: 440 }}>{Story()}</div>],
  // The demo data's project, which the loading skeleton draws too.
  args: dashboardPlaceholders['app-design'],
} satisfies Meta<typeof AppDesignCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => <AppDesign />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'App design' })).toBeVisible();
    await expect(canvas.getByText('$49.3K')).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <AppDesign />,
  parameters: whileLoading,
  play: ({ canvasElement }) => expectLoading(canvasElement),
};

export const ServerError: Story = {
  render: () => <AppDesign />,
  parameters: failing,
  play: ({ canvasElement }) => expectFailed(canvasElement, 'Project'),
};
