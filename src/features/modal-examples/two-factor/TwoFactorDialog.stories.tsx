import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { openOverlayA11y } from '@/ui/story/overlayA11y';
import { ModalExamplesPage } from '@/features/modal-examples/pages/ModalExamplesPage';
import { expectClosedOnto, expectToast, openExample } from '@/stories/support/modalExample';
import { expectCopied, spyOnClipboard } from '@/stories/support/clipboard';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Pages/Modal examples/Enable two-factor',
  component: ModalExamplesPage,
  parameters: { session: 'admin', route: '/pages/modal-examples', ...pageParameters },
} satisfies Meta<typeof ModalExamplesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = (canvasElement: HTMLElement) =>
  openExample(canvasElement, 'Enable two-factor', 'Enable two-factor authentication');

/** Flow: with an app: the setup key in words, then a code of the wrong length refused, then six digits. */
export const WithApp: Story = {
  parameters: screenLooks,
  beforeEach: spyOnClipboard,
  play: async ({ canvasElement, step }) => {
    const { opener, dialog } = await open(canvasElement);
    await step('The app is the first choice', async () => {
      await expect(dialog.getByRole('radio', { name: 'Authenticator app' })).toBeChecked();
      await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
    });
    await step('The setup key, in groups of four, to type or copy', async () => {
      await waitFor(() => expect(dialog.getByRole('heading', { name: 'Step 2 of 3: Set up' })).toHaveFocus());
      await expect(dialog.getByText(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/)).toBeVisible();
      await userEvent.click(dialog.getByRole('button', { name: 'Copy the key' }));
      await expectToast('The setup key is copied.');
      await expectCopied(/^[A-Z2-7]{32}$/);
      await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
    });
    await step('Five digits are refused, six accepted', async () => {
      const code = dialog.getByRole('textbox', { name: 'Verification code' });
      await expect(code).toHaveAccessibleDescription('The 6-digit code your authenticator app shows now.');
      await userEvent.type(code, '12345{Enter}');
      await expect(await dialog.findByText('Enter the 6 digits of the code.')).toBeVisible();
      await expect(code).toHaveFocus();
      await userEvent.type(code, '6');
      await userEvent.click(dialog.getByRole('button', { name: 'Enable' }));
      await expectToast('Two-factor authentication is on, with your authenticator app.');
      await expectClosedOnto(opener);
    });
  },
};

/** Flow: by text message: a short number refused; Back keeps the number and the choice. */
export const WithSms: Story = {
  play: async ({ canvasElement, step }) => {
    const { opener, dialog } = await open(canvasElement);
    await step('Text messages, and a number too short', async () => {
      await userEvent.click(dialog.getByRole('radio', { name: 'Text message' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
      await userEvent.type(dialog.getByRole('textbox', { name: 'Phone number' }), '555{Enter}');
      await expect(await dialog.findByText('Enter a valid phone number.')).toBeVisible();
      await expect(dialog.getByRole('listitem', { current: 'step' })).toHaveTextContent('Set up');
    });
    await step('A full number; Back twice keeps it and the choice', async () => {
      const phone = dialog.getByRole('textbox', { name: 'Phone number' });
      await userEvent.clear(phone);
      await userEvent.type(phone, '+1 202 555 0143{Enter}');
      await waitFor(() => expect(dialog.getByRole('heading', { name: 'Step 3 of 3: Verify' })).toHaveFocus());
      await expect(dialog.getByRole('textbox', { name: 'Verification code' })).toHaveAccessibleDescription(
        'The 6-digit code we sent to +1 202 555 0143.',
      );
      await userEvent.click(dialog.getByRole('button', { name: 'Back' }));
      await expect(dialog.getByRole('textbox', { name: 'Phone number' })).toHaveValue('+1 202 555 0143');
      await userEvent.click(dialog.getByRole('button', { name: 'Back' }));
      await expect(dialog.getByRole('radio', { name: 'Text message' })).toBeChecked();
    });
    await step('On to the code, and done', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
      await userEvent.type(dialog.getByRole('textbox', { name: 'Verification code' }), '123456{Enter}');
      await expectToast('Two-factor authentication is on, with codes sent to +1 202 555 0143.');
      await expectClosedOnto(opener);
    });
  },
};

/** Open at its first step: how to receive the codes, the authenticator app chosen. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await expect(dialog.getByRole('radio', { name: 'Authenticator app' })).toBeChecked();
  },
  parameters: openOverlayA11y,
};
