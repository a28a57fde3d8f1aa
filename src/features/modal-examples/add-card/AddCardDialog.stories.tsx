import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { openOverlayA11y } from '@/ui/story/overlayA11y';
import { ModalExamplesPage } from '@/features/modal-examples/pages/ModalExamplesPage';
import { expectClosedOnto, expectFitsScreen, expectToast, openExample } from '@/stories/support/modalExample';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Pages/Modal examples/Add new card',
  component: ModalExamplesPage,
  parameters: { session: 'admin', route: '/pages/modal-examples', ...pageParameters },
} satisfies Meta<typeof ModalExamplesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = (canvasElement: HTMLElement) => openExample(canvasElement, 'Add new card', 'Add new card');

/** Flow: a number that fails the checksum is refused when left; corrected, the card is added and named by its last digits. */
export const AddCard: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement, step }) => {
    const { opener, dialog } = await open(canvasElement);
    const number = dialog.getByRole('textbox', { name: 'Card number' });
    await step('The number is grouped as typed, the network named, a wrong checksum refused', async () => {
      await expect(number).toHaveFocus();
      await userEvent.type(number, '4242424242424241');
      await expect(number).toHaveValue('4242 4242 4242 4241');
      await expect(number).toHaveAccessibleDescription('Visa');
      await userEvent.tab();
      await expect(await dialog.findByText('This is not a valid card number.')).toBeVisible();
      await expect(number).toHaveAttribute('aria-invalid', 'true');
    });
    await step('Corrected and completed', async () => {
      await userEvent.clear(number);
      await userEvent.type(number, '4242424242424242');
      await userEvent.type(dialog.getByRole('textbox', { name: 'Name on card' }), 'Ada Lovelace');
      const expiry = dialog.getByRole('textbox', { name: 'Expiry date' });
      await userEvent.type(expiry, '1230');
      await expect(expiry).toHaveValue('12/30');
      await userEvent.type(dialog.getByRole('textbox', { name: 'Security code (CVV)' }), '123');
      await expect(dialog.queryByText('This is not a valid card number.')).toBeNull();
      await userEvent.click(dialog.getByRole('switch', { name: 'Save the card for future billing' }));
    });
    await step('Added: the toast names the card, the focus is back on the card’s button', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Add card' }));
      await expectToast('Visa ending in 4242 is added.');
      await expectClosedOnto(opener);
    });
  },
};

/** Flow: submitted empty, every field says it is needed; the focus goes to the first. */
export const EmptyRefused: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Add card' }));
    await expect(await dialog.findAllByText('This field is required.')).toHaveLength(4);
    await expect(dialog.getByRole('textbox', { name: 'Card number' })).toHaveFocus();
  },
  parameters: openOverlayA11y,
};

/** Flow: an Amex number goes 4-6-5 and asks four digits of code; a past expiry is refused. */
export const AmexAndExpired: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    const number = dialog.getByRole('textbox', { name: 'Card number' });
    await userEvent.type(number, '378282246310005');
    await expect(number).toHaveValue('3782 822463 10005');
    await expect(number).toHaveAccessibleDescription('Amex');
    const cvv = dialog.getByRole('textbox', { name: 'Security code (CVV)' });
    await expect(cvv).toHaveAccessibleDescription('The 4 digits on the front of the card.');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Expiry date' }), '0120');
    await userEvent.type(cvv, '123');
    await userEvent.tab();
    await expect(await dialog.findByText('This card has expired.')).toBeVisible();
    await expect(await dialog.findByText('Enter the 4 digits of the security code.')).toBeVisible();
  },
  parameters: openOverlayA11y,
};

/** On a phone the dialog fits the screen; its fields go one under another. */
export const PhoneFitsTheScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { element } = await open(canvasElement);
    await expectFitsScreen(element);
  },
  parameters: openOverlayA11y,
};
