import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FullPageSpinner } from '@/app/FullPageSpinner';

/** The Suspense fallback while a route's chunk or the translations load. */
const meta = {
  title: 'App/FullPageSpinner',
  component: FullPageSpinner,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ blockSize: '100vh' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FullPageSpinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};
