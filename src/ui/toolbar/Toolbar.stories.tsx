import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download, Plus } from 'lucide-react';
import { expect, waitFor, within } from 'storybook/test';
import { allSkins, Button, Card, SearchInput, Select, Toolbar, ToolbarGroup } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const controls = (
  <>
    <ToolbarGroup>
      <div style={{ inlineSize: '5.5rem' }}>
        <Select
          aria-label="Rows per page"
          defaultValue="10"
          options={['10', '25', '50'].map((value) => ({ value, label: value }))}
        />
      </div>
    </ToolbarGroup>
    <ToolbarGroup>
      <SearchInput label="Search members" placeholder="Search members" />
      <Button variant="outline" tone="secondary" startIcon={<Download aria-hidden />}>
        Export
      </Button>
      <Button startIcon={<Plus aria-hidden />}>Add member</Button>
    </ToolbarGroup>
  </>
);

const meta = {
  title: 'UI/Toolbar',
  component: Toolbar,
  subcomponents: { ToolbarGroup },
  args: { children: controls },
  // Between a list's filters and its table, inside the list's card.
  render: (args) => (
    <Card title="Members">
      <Toolbar {...args} />
    </Card>
  ),
} satisfies Meta<typeof Toolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

const edges = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const add = canvas.getByRole('button', { name: 'Add member' });
  return {
    // The actions' group, then the toolbar around it.
    toolbar: add.closest('div')!.parentElement!,
    add: add.getBoundingClientRect(),
    select: canvas.getByRole('combobox', { name: 'Rows per page' }).getBoundingClientRect(),
  };
};

/** The first group at the start; the last takes the room left and keeps its actions at the end. */
export const Playground: Story = {
  parameters: componentLooks,
  play: async ({ canvasElement }) => {
    const { toolbar, add, select } = edges(canvasElement);
    const box = toolbar.getBoundingClientRect();
    await expect(select.left - box.left).toBeLessThan(40);
    await expect(box.right - add.right).toBeLessThan(40);
  },
};

/** A single group stays at the start. */
export const OneGroup: Story = {
  args: {
    children: (
      <ToolbarGroup>
        <Button variant="outline" tone="secondary" startIcon={<Download aria-hidden />}>
          Export
        </Button>
      </ToolbarGroup>
    ),
  },
};

/** Narrow, the groups wrap: the actions move under the first group instead of overflowing. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const { add, select } = edges(canvasElement);
    await expect(add.top).toBeGreaterThanOrEqual(select.bottom);
  },
};

export const AllSkins: Story = { parameters: allSkins };

/** Right to left, the first group is on the right and the actions on the left. */
export const RtlMirrored: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await waitFor(() => {
      const { add, select } = edges(canvasElement);
      expect(add.left).toBeLessThan(select.left);
    });
  },
};
