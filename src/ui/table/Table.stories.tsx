import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { allSkins, Avatar, Badge, Table, TableContainer, TBody, Td, Th, THead, Tr } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

type Row = { name: string; email: string; role: string; status: 'active' | 'pending' | 'inactive' };
const rows: Row[] = [
  { name: 'Amelia Hart', email: 'amelia@northwind.io', role: 'Editor', status: 'active' },
  { name: 'Bruno Costa', email: 'bruno@lumen.dev', role: 'Admin', status: 'pending' },
  { name: 'Chen Wei', email: 'chen@acme.co', role: 'Author', status: 'inactive' },
  { name: 'Dara Okafor', email: 'dara@fjord.app', role: 'Maintainer', status: 'active' },
];
const statusTone = { active: 'success', pending: 'warning', inactive: 'secondary' } as const;

function UsersTable() {
  const [sort, setSort] = useState<{ key: keyof Row; dir: 'asc' | 'desc' }>({ key: 'name', dir: 'asc' });
  const sorted = useMemo(
    () => [...rows].sort((a, b) => a[sort.key].localeCompare(b[sort.key]) * (sort.dir === 'asc' ? 1 : -1)),
    [sort],
  );
  const sortBy = (key: keyof Row) => setSort((s) => ({ key, dir: s.key === key && s.dir === 'asc' ? 'desc' : 'asc' }));
  const dir = (key: keyof Row) => (sort.key === key ? sort.dir : false);
  return (
    <TableContainer>
      <Table>
        <caption>Team members</caption>
        <THead>
          <Tr>
            <Th sort={dir('name')} onSort={() => sortBy('name')}>
              User
            </Th>
            <Th sort={dir('email')} onSort={() => sortBy('email')}>
              Email
            </Th>
            <Th sort={dir('role')} onSort={() => sortBy('role')}>
              Role
            </Th>
            <Th>Status</Th>
          </Tr>
        </THead>
        <TBody>
          {sorted.map((row) => (
            <Tr key={row.email}>
              <Td>
                <span style={{ display: 'inline-flex', gap: '0.625rem', alignItems: 'center' }}>
                  <Avatar name={row.name} size="sm" />
                  {row.name}
                </span>
              </Td>
              <Td>{row.email}</Td>
              <Td>{row.role}</Td>
              <Td>
                <Badge tone={statusTone[row.status]} pill>
                  {row.status}
                </Badge>
              </Td>
            </Tr>
          ))}
        </TBody>
      </Table>
    </TableContainer>
  );
}

const meta = {
  title: 'UI/Table',
  component: Table,
  render: () => <UsersTable />,
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sort headers are buttons; aria-sort tells the order. */
export const Playground: Story = {
  parameters: componentLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const emailHeader = canvas.getByRole('columnheader', { name: /Email/ });
    await userEvent.click(within(emailHeader).getByRole('button'));
    await expect(emailHeader).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(emailHeader).getByRole('button'));
    await expect(emailHeader).toHaveAttribute('aria-sort', 'descending');
    const firstRow = canvas.getAllByRole('row')[1]!;
    await expect(firstRow).toHaveTextContent('dara@fjord.app');
  },
};

/** The variants side by side: striped, bordered, borderless, small, a dark or tinted head, contextual rows. */
export const Variants: Story = {
  render: () => {
    const body = (
      <TBody>
        {rows.map((row, index) => (
          <Tr key={row.email} tone={index === 1 ? 'warning' : undefined}>
            <Td>{row.name}</Td>
            <Td>{row.role}</Td>
          </Tr>
        ))}
      </TBody>
    );
    const head = (
      <THead>
        <tr>
          <Th scope="col">Name</Th>
          <Th scope="col">Role</Th>
        </tr>
      </THead>
    );
    const variants = [
      ['Striped, dark head', { striped: true, head: 'dark' }],
      ['Bordered, tinted head', { bordered: true, head: 'tint' }],
      ['Borderless, no hover', { borderless: true, hover: false }],
      ['Small', { size: 'sm' }],
    ] as const;
    return (
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))', gap: '1.5rem' }}>
        {variants.map(([name, props]) => (
          <Table key={name} aria-label={name} {...props}>
            {head}
            {body}
          </Table>
        ))}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Striped, dark head' })).toHaveAttribute('data-head', 'dark');
    await expect(canvas.getAllByRole('row', { name: /Bruno Costa/ })[0]).toHaveAttribute('data-tone', 'warning');
  },
};

export const AllSkins: Story = { parameters: allSkins };
