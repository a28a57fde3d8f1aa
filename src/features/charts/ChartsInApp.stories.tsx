import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FullApp } from '@/stories/FullApp';
import { appears } from '@/stories/support/appears';
import { openMainMenu } from '@/stories/support/fullApp';
import { fullAppParameters } from '@/stories/support/fullAppParameters';

/** The chart pages in the whole app. */
const meta = {
  title: 'App/Flows/Charts',
  component: FullApp,
  args: { route: '/charts/chartjs' },
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

/**
 * Flow: from the Chart.js page (its cards were skeletons first) to the ApexCharts page, which must
 * keep drawing: skeleton styles once left in the page made it stop producing frames.
 */
export const ChartsKeepDrawing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await appears(canvas.findByRole('img', { name: 'Customers by kind' }));
    await userEvent.click((await openMainMenu(canvas)).menu.getByRole('link', { name: 'ApexCharts' }));
    await appears(canvas.findByRole('img', { name: 'Sessions by device' }));
    // Ten frames within two seconds: the page is drawing, not stuck recomputing styles.
    const frames = await new Promise<number>((resolve) => {
      let count = 0;
      const timeout = setTimeout(() => resolve(count), 2000);
      const tick = () => {
        count += 1;
        if (count === 10) {
          clearTimeout(timeout);
          resolve(count);
        } else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await expect(frames).toBe(10);
    // The last chart drawn (they draw together): the page has its full height for the picture.
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Sessions by device' }).querySelector('svg')).not.toBeNull(),
    );
  },
};
