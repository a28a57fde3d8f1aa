import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { allSkins, Card, CardBody, PageHeader, PageStack } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI/Page header',
  component: PageHeader,
  args: { title: 'Analytics cards', description: 'Charts of tickets, sessions, revenue and orders.' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's one h1, and under it what the page is for. */
export const Playground: Story = {
  parameters: componentLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Analytics cards' })).toBeVisible();
    await expect(canvas.getByText('Charts of tickets, sessions, revenue and orders.')).toBeVisible();
  },
};

export const TitleOnly: Story = { args: { description: undefined } };

/** At the top of a page's sections, which `PageStack` lays out one under another. */
export const InAPage: Story = {
  render: (args) => (
    <PageStack>
      <PageHeader {...args} />
      <Card title="Support tracker">
        <CardBody>163 tickets in the last 28 days.</CardBody>
      </Card>
      <Card title="Sessions by device">
        <CardBody>58.6% desktop, 34.9% mobile, 6.5% tablet.</CardBody>
      </Card>
    </PageStack>
  ),
  play: async ({ canvasElement }) => {
    const headings = within(canvasElement).getAllByRole('heading');
    await expect(headings.map((h) => h.tagName)).toEqual(['H1', 'H2', 'H2']);
  },
};
export const AllSkins: Story = { parameters: allSkins };
