import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil, SearchX, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  allSkins,
  Avatar,
  Badge,
  DataTable,
  dataColumns,
  EmptyState,
  RowAction,
  RowActions,
  type SortingState,
} from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

type Member = { id: number; name: string; email: string; role: string; status: 'active' | 'pending' | 'inactive' };

const members: Member[] = [
  { id: 1, name: 'Amelia Hart', email: 'amelia@northwind.io', role: 'Editor', status: 'active' },
  { id: 2, name: 'Bruno Costa', email: 'bruno@lumen.dev', role: 'Admin', status: 'pending' },
  { id: 3, name: 'Chen Wei', email: 'chen@acme.co', role: 'Author', status: 'inactive' },
  { id: 4, name: 'Dara Okafor', email: 'dara@fjord.app', role: 'Maintainer', status: 'active' },
];
const statusTone = { active: 'success', pending: 'warning', inactive: 'secondary' } as const;

const onEdit = fn();
const onDelete = fn();

const column = dataColumns<Member>();
const columns = column.columns([
  column.accessor('name', {
    header: 'Member',
    cell: ({ row: { original: member } }) => (
      <span style={{ display: 'inline-flex', gap: '0.625rem', alignItems: 'center' }}>
        <Avatar name={member.name} size="sm" />
        {member.name}
      </span>
    ),
  }),
  column.accessor('email', { header: 'Email' }),
  column.accessor('role', { header: 'Role' }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ getValue }) => (
      <Badge tone={statusTone[getValue()]} pill>
        {getValue()}
      </Badge>
    ),
  }),
  column.display({
    id: 'actions',
    header: 'Actions',
    cell: ({ row: { original: member } }) => (
      <RowActions>
        <RowAction icon={Pencil} label={`Edit ${member.name}`} onClick={() => onEdit(member.name)} />
        <RowAction icon={Trash2} tone="danger" label={`Delete ${member.name}`} onClick={() => onDelete(member.name)} />
      </RowActions>
    ),
  }),
]);

/** `DataTable` for this story's rows: the props table and controls are DataTable's own. */
const MembersTable = DataTable<Member>;

/**
 * The page owns the sorting (the server sorts); here a small wrapper holds it in state and sorts the
 * rows as the server would.
 */
function SortedByThePage(args: Parameters<typeof MembersTable>[0]) {
  const [sorting, setSorting] = useState<SortingState>(args.sorting ?? []);
  const rows = useMemo(() => {
    const [sort] = sorting;
    if (!sort) return args.data;
    const key = sort.id as keyof Member;
    return [...args.data].sort((a, b) => String(a[key]).localeCompare(String(b[key])) * (sort.desc ? -1 : 1));
  }, [args.data, sorting]);
  return (
    <MembersTable
      {...args}
      data={rows}
      sorting={sorting}
      onSortingChange={
        args.onSortingChange &&
        ((next) => {
          setSorting(next);
          args.onSortingChange?.(next);
        })
      }
    />
  );
}

const meta = {
  title: 'UI/DataTable',
  component: MembersTable,
  args: {
    columns,
    data: members,
    label: 'Team members',
    getRowId: (member) => String(member.id),
    sorting: [{ id: 'name', desc: false }],
    onSortingChange: fn(),
    busy: false,
  },
  render: (args) => <SortedByThePage {...args} />,
} satisfies Meta<typeof MembersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const header = (canvasElement: HTMLElement, name: RegExp) => within(canvasElement).getByRole('columnheader', { name });

/** Sort headers are buttons; aria-sort tells the order; the page gets the new sorting and sorts. */
export const Playground: Story = {
  parameters: componentLooks,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(header(canvasElement, /Member/)).toHaveAttribute('aria-sort', 'ascending');
    const email = header(canvasElement, /Email/);
    await userEvent.click(within(email).getByRole('button'));
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([{ id: 'email', desc: false }]);
    await expect(email).toHaveAttribute('aria-sort', 'ascending');
    await expect(header(canvasElement, /Member/)).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(email).getByRole('button'));
    await expect(email).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('dara@fjord.app');
    // A display column (the actions) has no sort button.
    await expect(within(header(canvasElement, /Actions/)).queryByRole('button')).toBeNull();
  },
};

/** Each row's actions are named for that row. */
export const RowActionsPerRow: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete Chen Wei' }));
    await expect(onDelete).toHaveBeenLastCalledWith('Chen Wei');
  },
};

/** Without `onSortingChange`, the headers are plain text. */
export const NotSortable: Story = {
  args: { onSortingChange: undefined, sorting: [] },
  play: async ({ canvasElement }) => {
    const headerRow = within(canvasElement).getAllByRole('row')[0]!;
    await expect(within(headerRow).queryAllByRole('button')).toHaveLength(0);
    await expect(header(canvasElement, /Member/)).not.toHaveAttribute('aria-sort');
  },
};

/** The next page is on its way: the rows stay, readable, a bar runs along the top, and the table says it is busy. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Team members' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).getAllByRole('row')).toHaveLength(members.length + 1);
  },
};

/** No rows: the message takes the body's place, across every column. */
export const Empty: Story = {
  args: {
    data: [],
    empty: (
      <EmptyState
        icon={<SearchX />}
        title="No members match “zzz”"
        description="Check the spelling or clear the search."
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('No members match “zzz”');
    await expect(canvas.getByRole('status').closest('td')).toHaveAttribute('colspan', String(columns.length));
  },
};

export const AllSkins: Story = { parameters: allSkins };
