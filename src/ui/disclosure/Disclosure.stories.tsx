import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { allSkins, Disclosure } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI/Disclosure',
  component: Disclosure,
  args: {
    summary: 'Does my subscription automatically renew?',
    open: false,
    children: <p>Yes. Every plan renews at the end of its period until you cancel it.</p>,
  },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Flow: the summary opens it. (Enter and Space are the browser's own behaviour for <summary>;
 * simulated key events cannot trigger it, so the play function clicks.)
 */
export const Playground: Story = {
  parameters: componentLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Does my subscription automatically renew?'));
    await expect(canvas.getByText(/Every plan renews/)).toBeVisible();
  },
};

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Every plan renews/)).not.toBeVisible();
  },
};

export const Open: Story = { args: { open: true } };
export const AllSkins: Story = { args: { open: true }, parameters: allSkins };
