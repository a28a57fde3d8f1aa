import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BlankLayoutPage, PageLayoutPage } from '@/features/page-layouts/pages/PageLayoutPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

/**
 * The page-layout demos (`/page-layout/…`), one story per menu entry. Each route fixes a part of the
 * shell's layout while it is open; the page says what differs and how to get it anywhere. The shell
 * itself is the full app's to show (App/Full app).
 */
const meta = {
  title: 'UI elements/Page layouts',
  component: PageLayoutPage,
  args: { layout: 'collapse-menu' },
  parameters: { session: 'admin', route: '/page-layout/collapse-menu', endpoints: [], ...pageParameters },
} satisfies Meta<typeof PageLayoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CollapsedMenu: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Collapsed menu' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'How to get it' })).toBeVisible();
  },
};

export const BoxedLayout: Story = {
  args: { layout: 'layout-boxed' },
  parameters: { route: '/page-layout/layout-boxed' },
};

export const WithoutMenu: Story = {
  args: { layout: 'without-menu' },
  parameters: { route: '/page-layout/without-menu' },
};

/** The frame alone: the page says what it is and nothing more. */
export const LayoutEmpty: Story = {
  args: { layout: 'layout-empty' },
  parameters: { route: '/page-layout/layout-empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Layout empty' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'How to get it' })).toBeNull();
  },
};

/** The whole window for the page, signed in, with a way back home. */
export const LayoutBlank: Story = {
  render: () => <BlankLayoutPage />,
  parameters: { layout: 'fullscreen', route: '/page-layout/layout-blank' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Layout blank' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  },
};
