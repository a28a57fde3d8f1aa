import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FullApp } from '@/stories/FullApp';
import { appears } from '@/stories/support/appears';
import { openMainMenu, phone } from '@/stories/support/fullApp';
import { fullAppParameters } from '@/stories/support/fullAppParameters';

/** The dashboards in the whole app: the admin's home, and the menu's way to the analytics one. */
const meta = {
  title: 'App/Flows/Cards',
  component: FullApp,
  args: { route: '/' },
  parameters: {
    ...fullAppParameters,
    docs: {
      source: {
        code: "import { App } from '@/app/App';\n\n// The routed app, as src/app/start.tsx renders it.\nconst FullApp = () => <App />;\n",
      },
    },
  },
} satisfies Meta<typeof FullApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The admin at home, the e-commerce dashboard, in the vertical shell. */
export const AdminHome: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await appears(canvas.findByRole('heading', { level: 1, name: 'E-commerce dashboard' }));
    const { menu, close } = await openMainMenu(canvas);
    await expect(menu.getByRole('link', { name: 'E-commerce' })).toHaveAttribute('aria-current', 'page');
    await close();
    // Every card has its data (the picture is taken of the whole dashboard).
    for (const text of ['$25,852', '786,617', 'Starbucks', 'Developer meetup', 'Opera Mini'])
      await appears(canvas.findByText(text));
  },
};

/** Flow: the menu's Analytics opens the analytics dashboard; its cards fetch from the demo server. */
export const AnalyticsDashboard: Story = {
  args: { route: '/access-control' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await appears(canvas.findByText('manage all'));
    await userEvent.click((await openMainMenu(canvas)).menu.getByRole('link', { name: 'Analytics' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Analytics dashboard' })).toBeInTheDocument();
    await appears(canvas.findByText('163'));
    const { menu, close } = await openMainMenu(canvas);
    await expect(menu.getByRole('link', { name: 'Analytics' })).toHaveAttribute('aria-current', 'page');
    await close();
  },
};

/** Scrolled down a long page, a button takes you back to the top and to the content. */
export const ScrollToTop: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'E-commerce dashboard' });
    await expect(canvas.queryByRole('button', { name: 'Back to top' })).toBeNull();
    // A person scrolls once the page has come in: a card still loading its code could hide the
    // content for a moment (its Suspense fallback) and so drop the focus moved there.
    await canvas.findByRole('heading', { name: 'Developer meetup' });
    // Scrolled again until the page has grown tall enough to scroll that far.
    const backToTop = await waitFor(() => {
      window.scrollTo({ top: 1000 });
      return canvas.getByRole('button', { name: 'Back to top' });
    });
    await userEvent.click(backToTop);
    await waitFor(() => expect(window.scrollY).toBe(0));
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Back to top' })).toBeNull());
  },
};
