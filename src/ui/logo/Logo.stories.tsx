import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Logo } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI/Logo',
  component: Logo,
  args: { size: 48, title: 'Atrium' },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  parameters: componentLooks,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Atrium' })).toBeVisible();
  },
};
/** Next to visible text the mark is decorative and hidden from screen readers. */
export const Decorative: Story = { args: { title: undefined } };
