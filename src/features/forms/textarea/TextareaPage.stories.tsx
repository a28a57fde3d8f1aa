import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import AutosizeTextareaExample from '@/features/forms/textarea/examples/AutosizeTextarea';
import LimitCounterExample from '@/features/forms/textarea/examples/LimitCounter';
import ReadonlyDisabledTextareaExample from '@/features/forms/textarea/examples/ReadonlyDisabledTextarea';
import ValidatedMessageExample from '@/features/forms/textarea/examples/ValidatedMessage';
import { TextareaPage } from '@/features/forms/textarea/TextareaPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Forms/Form elements/Textarea',
  component: TextareaPage,
  parameters: { session: 'admin', route: '/forms/elements/textarea', ...pageParameters },
} satisfies Meta<typeof TextareaPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four examples; the counter starts well under its limit, so nothing is announced. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Textarea');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Counter with a limit',
      'Autosize',
      'Read only and disabled',
      'With validation',
    ]);
    const counter = canvas.getByText('33/60', { selector: 'p' });
    await expect(counter).toBeVisible();
    await expect(counter.nextElementSibling).toHaveAttribute('aria-live', 'polite');
    await expect(counter.nextElementSibling).toBeEmptyDOMElement();
  },
};

/** Near the limit the live region reads the count; past it the counter is red and nothing is cut. */
export const LimitCounter: Story = {
  render: () => <LimitCounterExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Status update' });
    const live = canvas.getByText('33/60', { selector: 'p' }).nextElementSibling;
    await userEvent.type(box, ' Then the pickers.');
    await expect(live).toBeEmptyDOMElement();
    await userEvent.type(box, ' Next');
    await expect(live).toHaveTextContent('56/60');
    await userEvent.type(box, ': the editor.');
    await expect(live).toHaveTextContent('69/60');
    await expect(canvas.getByText('69/60', { selector: 'p' })).toBeVisible();
    await expect(box).toHaveValue('Shipping the new forms this week. Then the pickers. Next: the editor.');
  },
};

/** The comment box grows as lines are typed. */
export const AutosizeTextarea: Story = {
  render: () => <AutosizeTextareaExample />,
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Comment' });
    const before = box.getBoundingClientRect().height;
    await userEvent.type(box, 'First line{Enter}Second line{Enter}Third line{Enter}Fourth line');
    await expect(box.getBoundingClientRect().height).toBeGreaterThan(before);
  },
};

/** Tab stops on the read-only terms and skips the disabled note. */
export const ReadonlyDisabledTextarea: Story = {
  render: () => <ReadonlyDisabledTextareaExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const terms = canvas.getByRole('textbox', { name: 'Terms' });
    await expect(terms).toHaveFocus();
    await userEvent.keyboard('X');
    await expect(terms).toHaveValue('You may cancel at any time. Invoices are sent on the first day of each month.');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Internal note' })).not.toHaveFocus();
  },
};

/** Send empty: refused, focus on the field; too short on leaving; long enough: sent. */
export const ValidatedMessage: Story = {
  render: () => <ValidatedMessageExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: /Feedback/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await expect(box).toHaveFocus();
    await expect(box).toBeInvalid();
    await userEvent.type(box, 'Nice forms');
    await expect(box).toHaveAccessibleDescription('Tell us a little more: 20 characters at least.');
    await userEvent.type(box, ', the masks work well.');
    await expect(box).not.toBeInvalid();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Sent: “Nice forms, the masks work well.”');
  },
};
