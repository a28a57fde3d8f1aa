import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { allSkins, Pagination, type PaginationProps } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

function Stateful(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 12, onPageChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  // The defaults, for the controls to start from.
  args: { siblings: 1, size: 'md' },
  parameters: componentLooks,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 12' }));
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const Middle: Story = { args: { page: 6 } };
export const FewPages: Story = { args: { pageCount: 4, page: 2 } };
export const Small: Story = { args: { size: 'sm', page: 6 } };
export const AllSkins: Story = { args: { page: 6 }, parameters: allSkins };

/** With `showEnds`: First and Last jump to the ends (by keyboard here), each disabled there. */
export const WithEnds: Story = {
  args: { page: 6, showEnds: true, align: 'center' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Last page' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(12);
    await expect(canvas.getByRole('button', { name: 'Last page' })).toBeDisabled();
    canvas.getByRole('button', { name: 'First page' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'First page' })).toBeDisabled();
  },
};
