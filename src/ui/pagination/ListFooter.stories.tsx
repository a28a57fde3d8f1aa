import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { allSkins, ListFooter, type ListFooterProps } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

/** The list's page, held here as the page (or the URL) holds it. */
function Stateful(props: ListFooterProps) {
  const [page, setPage] = useState(props.page);
  return (
    <ListFooter
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
  title: 'UI/ListFooter',
  component: ListFooter,
  args: {
    summary: 'Showing 1 to 10 of 48 entries',
    page: 1,
    pageCount: 5,
    onPageChange: fn(),
    labels: { nav: 'Members pages', previous: 'Previous page', next: 'Next page' },
  },
  // A new `page` from the controls starts the footer over on that page.
  render: (args) => <Stateful key={args.page} {...args} />,
} satisfies Meta<typeof ListFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Which rows are shown, announced politely as it changes, and the pages beside it. */
export const Playground: Story = {
  parameters: componentLooks,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 1 to 10 of 48 entries')).toHaveAttribute('aria-live', 'polite');
    const pages = canvas.getByRole('navigation', { name: 'Members pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Before the first answer there is no summary yet: the line keeps its height, so nothing jumps. */
export const Loading: Story = {
  args: { summary: null },
  play: async ({ canvasElement }) => {
    const live = canvasElement.querySelector('[aria-live="polite"]');
    await expect(live?.textContent).toBe('\u00a0');
    await expect(live?.getBoundingClientRect().height).toBeGreaterThan(0);
  },
};

/** A page past the last (rows deleted, a narrower filter) shows the last page as the current one. */
export const PastTheLastPage: Story = {
  args: { page: 9, pageCount: 4, summary: 'Showing 31 to 36 of 36 entries' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const ManyPages: Story = { args: { page: 6, pageCount: 40, summary: 'Showing 51 to 60 of 400 entries' } };
export const AllSkins: Story = { ...ManyPages, parameters: allSkins };
