import type { Meta, StoryObj } from '@storybook/react-vite';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { allSkins, RowAction, RowActions, Table, TableContainer, TBody, Td, Th, THead, Tr, tones } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI/RowActions',
  component: RowAction,
  subcomponents: { RowActions },
  args: { label: 'Delete Amelia Hart', icon: Trash2, tone: 'danger', onClick: fn() },
  argTypes: {
    icon: { control: 'select', options: ['Trash2', 'Pencil', 'Eye'], mapping: { Trash2, Pencil, Eye } },
    tone: { control: 'select', options: tones },
  },
} satisfies Meta<typeof RowAction>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An icon button named for what it does to its row. */
export const Playground: Story = {
  parameters: componentLooks,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete Amelia Hart' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

const people = ['Amelia Hart', 'Bruno Costa'];
const onView = fn();
const onEdit = fn();

/** A row's actions side by side in its last cell; each name says which row it acts on. */
export const InATable: Story = {
  render: (args) => (
    <TableContainer>
      <Table aria-label="Team members">
        <THead>
          <Tr>
            <Th scope="col">Member</Th>
            <Th scope="col">Actions</Th>
          </Tr>
        </THead>
        <TBody>
          {people.map((name) => (
            <Tr key={name}>
              <Td>{name}</Td>
              <Td>
                <RowActions>
                  <RowAction icon={Eye} label={`View ${name}`} onClick={() => onView(name)} />
                  <RowAction icon={Pencil} label={`Edit ${name}`} onClick={() => onEdit(name)} />
                  <RowAction {...args} label={`Delete ${name}`} onClick={() => args.onClick()} />
                </RowActions>
              </Td>
            </Tr>
          ))}
        </TBody>
      </Table>
    </TableContainer>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('row', { name: /Bruno Costa/ });
    await expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['View Bruno Costa', 'Edit Bruno Costa', 'Delete Bruno Costa']);
    // Keyboard: each action is a stop of its own, in reading order.
    within(row).getByRole('button', { name: 'View Bruno Costa' }).focus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(onEdit).toHaveBeenLastCalledWith('Bruno Costa');
  },
};

export const Tones: Story = {
  render: (args) => (
    <RowActions>
      {tones.map((tone) => (
        <RowAction key={tone} {...args} tone={tone} label={`${tone} action`} />
      ))}
    </RowActions>
  ),
};

export const AllSkins: Story = { ...InATable, play: undefined, parameters: allSkins };
