import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BreadcrumbsPage } from '@/features/components/breadcrumbs/BreadcrumbsPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI elements/Components/Breadcrumbs',
  component: BreadcrumbsPage,
  parameters: { session: 'admin', route: '/components/breadcrumbs', ...pageParameters },
} satisfies Meta<typeof BreadcrumbsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five examples, each a trail named for what it shows; the last crumb is the current page. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Breadcrumbs');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Basic',
      'With icons',
      'A level without a page',
      'Collapsed trail',
      'Wrapping on a phone',
    ]);
    const basic = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(basic.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/apps/user/list');
    await expect(basic.getByText('Amelia Hart')).toHaveAttribute('aria-current', 'page');
    const icons = within(canvas.getByRole('navigation', { name: 'Breadcrumb with icons' }));
    await expect(icons.getByRole('link', { name: 'Invoices' })).toHaveAttribute('href', '/apps/invoice/list');
    const section = within(canvas.getByRole('navigation', { name: 'Breadcrumb with a section' }));
    await expect(section.getAllByRole('link')).toHaveLength(1);
  },
};

/** Keyboard: the "…" button shows the hidden levels and the focus moves to the first of them. */
export const ExpandACollapsedTrail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trail = within(canvas.getByRole('navigation', { name: 'Collapsed breadcrumb' }));
    await expect(trail.getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Email']);
    const more = trail.getByRole('button', { name: 'Show 3 more levels' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trail.getAllByRole('link')).toHaveLength(5);
    await expect(trail.getByRole('link', { name: 'Pages' })).toHaveFocus();
    await expect(trail.getByText('Weekly digest')).toHaveAttribute('aria-current', 'page');
  },
};
