import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { openOverlayA11y } from '@/ui/story/overlayA11y';
import { ModalExamplesPage } from '@/features/modal-examples/pages/ModalExamplesPage';
import { expectClosedOnto, expectToast, openExample } from '@/stories/support/modalExample';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Pages/Modal examples/Upgrade plan',
  component: ModalExamplesPage,
  parameters: { session: 'admin', route: '/pages/modal-examples', ...pageParameters },
} satisfies Meta<typeof ModalExamplesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = (canvasElement: HTMLElement) => openExample(canvasElement, 'Upgrade plan', 'Upgrade plan');

/** Flow: the current plan cannot be chosen again; Enterprise can, and the toast says at what price. */
export const Upgrade: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement, step }) => {
    const { opener, dialog } = await open(canvasElement);
    await step('The current plan and the prices', async () => {
      await expect(dialog.getByText('Your current plan is Standard, at $49/month.')).toBeVisible();
      await expect(dialog.getByRole('radio', { name: 'Standard Current' })).toBeChecked();
      await expect(dialog.getByRole('radio', { name: 'Basic' })).toHaveAccessibleDescription(
        '$0/month For a start: one project and the essentials.',
      );
    });
    await step('The plan already held is refused', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Change plan' }));
      await expect(await dialog.findByText('You are on this plan already: choose another one.')).toBeVisible();
    });
    await step('Enterprise, by keyboard', async () => {
      dialog.getByRole('radio', { name: 'Standard Current' }).focus();
      // Held down, as a finger does: Radix checks the radio the arrow moves the focus to.
      await userEvent.keyboard('{ArrowDown>}');
      await waitFor(() => expect(dialog.getByRole('radio', { name: 'Enterprise' })).toBeChecked());
      await userEvent.keyboard('{/ArrowDown}');
      await expect(dialog.queryByText('You are on this plan already: choose another one.')).toBeNull();
      await userEvent.click(dialog.getByRole('button', { name: 'Upgrade' }));
      await expectToast('You are now on the Enterprise plan, at $99/month.');
      await expectClosedOnto(opener);
    });
  },
};

/** Flow: cancelling the subscription asks first; confirmed, both dialogs close onto the card's button. */
export const CancelSubscription: Story = {
  play: async ({ canvasElement }) => {
    const { opener, dialog } = await open(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel subscription' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Cancel your subscription?' }));
    await expect(confirm.getByRole('button', { name: 'Keep my plan' })).toHaveFocus();
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel subscription' }));
    await expectToast('Your Standard subscription is cancelled.');
    await expectClosedOnto(opener);
  },
};

/** Flow: "Keep my plan" goes back to the plans, the focus on the button that asked. */
export const KeepPlan: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    const cancel = dialog.getByRole('button', { name: 'Cancel subscription' });
    await userEvent.click(cancel);
    await userEvent.click(await screen.findByRole('button', { name: 'Keep my plan' }));
    await expect(await screen.findByRole('dialog', { name: 'Upgrade plan' })).toBeVisible();
    await expect(cancel).toHaveFocus();
  },
  parameters: openOverlayA11y,
};

/** In German: prices as German writes them (Intl), in the same dialog. */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const { dialog } = await openExample(canvasElement, 'Tarif wechseln', 'Tarif wechseln', 'Anzeigen');
    // Intl puts a no-break space between the figure and the sign.
    await expect(dialog.getByText(/^Ihr aktueller Tarif ist Standard zu 49\s\$\/Monat\.$/)).toBeVisible();
  },
  parameters: openOverlayA11y,
};
