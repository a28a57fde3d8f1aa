import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { allSkins, TimeField, type TimeFieldProps } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

/** A TimeField holding its own value. */
function Controlled(props: Omit<TimeFieldProps, 'value'> & { initial?: string }) {
  const { initial = '09:30', onChange, ...rest } = props;
  const [time, setTime] = useState(initial);
  return (
    <TimeField
      {...rest}
      value={time}
      onChange={(next) => {
        setTime(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Time field',
  component: Controlled,
  args: { label: 'Start time', onChange: fn() },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two spinbuttons in a group named by the label; Up and Down step the hours and wrap. */
export const Playground: Story = {
  parameters: componentLooks,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Start time' })).toBeVisible();
    const hours = canvas.getByRole('spinbutton', { name: 'Hours' });
    await userEvent.tab();
    await expect(hours).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('10:30');
    await userEvent.keyboard('{End}{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('00:30');
    await expect(hours).toHaveAttribute('aria-valuetext', '00');
  },
};

/** Digits type: two digits of hours move on to the minutes; Page keys jump. */
export const Typing: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('spinbutton', { name: 'Hours' }).focus();
    await userEvent.keyboard('18');
    await expect(canvas.getByRole('spinbutton', { name: 'Minutes' })).toHaveFocus();
    await userEvent.keyboard('05{PageUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('18:20');
  },
};

/** Minutes by a step of 15: End goes to 45. */
export const MinuteStep: Story = {
  args: { minuteStep: 15 },
  play: async ({ args, canvasElement }) => {
    within(canvasElement).getByRole('spinbutton', { name: 'Minutes' }).focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('09:45');
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('09:00');
  },
};

export const Disabled: Story = { args: { disabled: true } };
export const AllSkins: Story = { parameters: allSkins };
