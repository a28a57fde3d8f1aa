import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import BasicRadioExample from '@/features/forms/radio/examples/BasicRadio';
import DisabledRadioExample from '@/features/forms/radio/examples/DisabledRadio';
import InlineStackedExample from '@/features/forms/radio/examples/InlineStacked';
import PlanCardsExample from '@/features/forms/radio/examples/PlanCards';
import RadioColorsExample from '@/features/forms/radio/examples/RadioColors';
import RequiredChoiceExample from '@/features/forms/radio/examples/RequiredChoice';
import { RadioPage } from '@/features/forms/radio/RadioPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Forms/Form elements/Radio',
  component: RadioPage,
  parameters: { session: 'admin', route: '/forms/elements/radio', ...pageParameters },
} satisfies Meta<typeof RadioPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Presses an arrow key and waits for `radio` to be chosen. The key is held until then: Radix moves the
 * focus a tick after the key goes down, and chooses the newly focused option only while an arrow is down.
 */
async function arrowTo(key: string, radio: HTMLElement) {
  await userEvent.keyboard(`{${key}>}`);
  await waitFor(() => expect(radio).toBeChecked());
  await userEvent.keyboard(`{/${key}}`);
  await expect(radio).toHaveFocus();
}

/** Six examples; the required choice starts empty and not yet invalid. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Radio');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Basic group',
      'Colours',
      'Inline and stacked',
      'Custom content',
      'Disabled',
      'In a form',
    ]);
    await expect(canvas.getByRole('radio', { name: 'Standard (3–5 days)' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Team' })).toBeChecked();
    await expect(canvas.getByRole('radiogroup', { name: 'Contact me by' })).not.toHaveAttribute('aria-invalid');
  },
};

/** Tab enters on the chosen option, Arrow Down chooses the next, Tab leaves the group. */
export const BasicRadio: Story = {
  render: () => <BasicRadioExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Delivery' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Standard (3–5 days)' })).toHaveFocus();
    await arrowTo('ArrowDown', canvas.getByRole('radio', { name: 'Express (next day)' }));
    await expect(canvas.getByText('Chosen: express')).toBeVisible();
  },
};

/** One group per tone, each with its first option chosen. */
export const RadioColors: Story = {
  render: () => <RadioColorsExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radiogroup')).toHaveLength(6);
    await expect(canvas.getAllByRole('radio', { checked: true })).toHaveLength(6);
  },
};

/** The inline group's options share a row; the stacked group's do not. Arrow Right moves in the row. */
export const InlineStacked: Story = {
  render: () => <InlineStackedExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [inlineSmall, inlineLarge] = within(canvas.getByRole('radiogroup', { name: 'Size (inline)' }))
      .getAllByRole('radio')
      .filter((_, index) => index !== 1);
    await expect(inlineSmall!.getBoundingClientRect().top).toBe(inlineLarge!.getBoundingClientRect().top);
    const stacked = within(canvas.getByRole('radiogroup', { name: 'Size (stacked)' })).getAllByRole('radio');
    await expect(stacked[0]!.getBoundingClientRect().top).toBeLessThan(stacked[2]!.getBoundingClientRect().top);
    await userEvent.tab();
    await arrowTo('ArrowRight', inlineLarge!);
  },
};

/** Each plan's description is read with it; the arrows choose another plan. */
export const PlanCards: Story = {
  render: () => <PlanCardsExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const business = canvas.getByRole('radio', { name: 'Business' });
    await expect(business).toHaveAccessibleDescription('Unlimited projects · priority help · $49 a month');
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Team' })).toHaveFocus();
    await arrowTo('ArrowRight', business);
    await expect(canvas.getByText('Your plan: Business')).toBeVisible();
  },
};

/** The arrows skip the disabled invoice option; the locked group is out of the tab order. */
export const DisabledRadio: Story = {
  render: () => <DisabledRadioExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Card' })).toHaveFocus();
    await arrowTo('ArrowDown', canvas.getByRole('radio', { name: 'Bank transfer' }));
    await expect(canvas.getByRole('radio', { name: 'Invoice (from 10 seats)' })).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Europe' })).not.toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Europe' })).toBeDisabled();
  },
};

/** Submit with no choice: refused, the reason read, the focus on the first option; an arrow chooses, then it is sent. */
export const RequiredChoice: Story = {
  render: () => <RequiredChoiceExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save preference' }));
    const group = canvas.getByRole('radiogroup', { name: 'Contact me by' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Choose how we may contact you.');
    await expect(canvas.getByRole('radio', { name: 'Email' })).toHaveFocus();
    await arrowTo('ArrowDown', canvas.getByRole('radio', { name: 'Phone' }));
    await expect(group).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Sent: contact by phone.');
  },
};
