import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link, MapPin, User, UserCircle } from 'lucide-react';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { allSkins, Stepper, type StepperProps } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const steps = [
  { id: 'account', title: 'Account', description: 'Username and password', icon: <User aria-hidden /> },
  { id: 'personal', title: 'Personal', description: 'Name and languages', icon: <UserCircle aria-hidden /> },
  { id: 'address', title: 'Address', description: 'Where you live', icon: <MapPin aria-hidden /> },
  { id: 'social', title: 'Social', description: 'Your profiles', icon: <Link aria-hidden /> },
];

/** The stepper with its own current step: a header up to `reachable` opens its step. */
function Live(props: StepperProps) {
  const [current, setCurrent] = useState(props.current);
  return <Stepper {...props} current={current} onSelect={setCurrent} />;
}

const meta = {
  title: 'UI/Stepper',
  component: Stepper,
  args: {
    label: 'Sign-up steps',
    doneLabel: 'completed',
    steps: steps.map(({ id, title }) => ({ id, title })),
    current: 'address',
    reachable: 2,
  },
  argTypes: { orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] } },
  render: (args) => <Live {...args} />,
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The steps behind are done and open by keyboard; the ones past the furthest reached are text. */
export const Playground: Story = {
  // The defaults, for the controls to start from.
  args: { orientation: 'horizontal' },
  parameters: componentLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Sign-up steps' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText('Address', { selector: '.title' }).closest('[aria-current]')).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(canvas.queryByRole('button', { name: /Social/ })).not.toBeInTheDocument();
    const account = canvas.getByRole('button', { name: 'Account (completed)' });
    account.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Account', { selector: '.title' }).closest('[aria-current]')).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(canvas.getByRole('button', { name: 'Address' })).toBeVisible();
  },
};

/** A column: each step under the one before, joined by a line that colours once a step is done. */
export const Vertical: Story = { args: { orientation: 'vertical' } };

/** Icons in the marks and a description under each title (a done step still shows its tick). */
export const WithIcons: Story = { args: { steps } };

export const VerticalWithIcons: Story = { args: { steps, orientation: 'vertical' } };

/** Without `onSelect` the stepper only shows where the person stands: no step is a button. */
export const ReadOnly: Story = {
  render: (args) => <Stepper {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button')).toHaveLength(0);
  },
};

/** On a phone the marks alone share the row, the current step's title under it; each title is still read. */
export const PhoneMarksOnly: Story = {
  args: { steps },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Sign-up steps' });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    await expect(within(canvasElement).getByText('Address', { selector: 'p' })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: /^Personal \(completed\)/ })).toBeVisible();
  },
};

export const AllSkins: Story = { args: { steps }, parameters: allSkins };
