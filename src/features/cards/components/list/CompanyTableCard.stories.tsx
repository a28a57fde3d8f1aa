import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { dashboardPlaceholders } from '@/features/cards/placeholders/dashboard';
import { expectFailed, expectLoading, failing, whileLoading } from '@/stories/support/cardStories';
import { CompanyTable, CompanyTableCard } from '@/features/cards/components/list/CompanyTableCard';

const meta = {
  title: 'UI elements/Cards/Advanced/Company table',
  component: CompanyTableCard,
  parameters: { session: 'admin' },
  decorators: [(Story) => <div style={{ maxWidth: 440 }}>{Story()}</div>],
  // The demo data's companies, which the loading skeleton draws too.
  args: { rows: dashboardPlaceholders['companies'] },
} satisfies Meta<typeof CompanyTableCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => <CompanyTable />,
  decorators: [(Story) => <div style={{ maxWidth: 860 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('row')).toHaveLength(8);
    await expect(canvas.getByText('down')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  render: () => <CompanyTable />,
  parameters: whileLoading,
  play: ({ canvasElement }) => expectLoading(canvasElement),
};

export const ServerError: Story = {
  render: () => <CompanyTable />,
  parameters: failing,
  play: ({ canvasElement }) => expectFailed(canvasElement, 'Companies'),
};
