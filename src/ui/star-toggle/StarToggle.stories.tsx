import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { allSkins, StarToggle, type StarToggleProps } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

function Controlled(props: Omit<StarToggleProps, 'pressed' | 'onPressedChange'> & { initial?: boolean }) {
  const { initial = false, ...rest } = props;
  const [pressed, setPressed] = useState(initial);
  return <StarToggle {...rest} pressed={pressed} onPressedChange={setPressed} />;
}

const meta = {
  title: 'UI/Star toggle',
  component: Controlled,
  args: { label: 'Important: Renew the certificates' },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Flow: pressed by click, then by keyboard; the state is announced with the name. */
export const Playground: Story = {
  parameters: componentLooks,
  play: async ({ canvasElement }) => {
    const star = within(canvasElement).getByRole('button', { name: 'Important: Renew the certificates' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('[Space]');
    await expect(star).toHaveAttribute('aria-pressed', 'false');
  },
};
export const Pressed: Story = { args: { initial: true } };
export const Disabled: Story = { args: { disabled: true } };
export const AllSkins: Story = { args: { initial: true }, parameters: allSkins };
