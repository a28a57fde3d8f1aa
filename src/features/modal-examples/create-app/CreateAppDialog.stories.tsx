import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, type within } from 'storybook/test';
import { openOverlayA11y } from '@/ui/story/overlayA11y';
import { ModalExamplesPage } from '@/features/modal-examples/pages/ModalExamplesPage';
import { expectClosedOnto, expectFitsScreen, expectToast, openExample } from '@/stories/support/modalExample';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Pages/Modal examples/Create app',
  component: ModalExamplesPage,
  parameters: { session: 'admin', route: '/pages/modal-examples', ...pageParameters },
} satisfies Meta<typeof ModalExamplesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Dialog = ReturnType<typeof within>;
const open = (canvasElement: HTMLElement) => openExample(canvasElement, 'Create app', 'Create app');
const next = (dialog: Dialog) => userEvent.click(dialog.getByRole('button', { name: 'Next' }));
/** The step the indicator marks as current, and the focus on its heading. */
const onStep = async (dialog: Dialog, heading: string, name: string) => {
  await waitFor(() => expect(dialog.getByRole('heading', { name: heading })).toHaveFocus());
  await expect(dialog.getByRole('listitem', { current: 'step' })).toHaveTextContent(name);
};

/** Flow: every step; Next refuses an empty name and a bad card; Back keeps the card; submitted, it starts afresh. */
export const CreateApp: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement, step }) => {
    const { opener, dialog } = await open(canvasElement);
    await step('Details: a name is needed', async () => {
      await expect(dialog.getByRole('list', { name: 'Steps' })).toHaveTextContent(
        '1Details2Framework3Database4Billing5Submit',
      );
      await expect(dialog.getByRole('listitem', { current: 'step' })).toHaveTextContent('Details');
      await next(dialog);
      await expect(await dialog.findByText('This field is required.')).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: 'App name' })).toHaveFocus();
      await userEvent.type(dialog.getByRole('textbox', { name: 'App name' }), 'Atlas');
      await userEvent.click(dialog.getByRole('radio', { name: 'E-commerce platform' }));
      await next(dialog);
    });
    await step('Framework and database', async () => {
      await onStep(dialog, 'Step 2 of 5: Framework', 'Framework');
      await userEvent.click(dialog.getByRole('radio', { name: 'Vue' }));
      await next(dialog);
      await onStep(dialog, 'Step 3 of 5: Database', 'Database');
      await userEvent.click(dialog.getByRole('radio', { name: 'MySQL' }));
      await next(dialog);
    });
    await step('Billing: a wrong card number is refused', async () => {
      await onStep(dialog, 'Step 4 of 5: Billing', 'Billing');
      await userEvent.type(dialog.getByRole('textbox', { name: 'Card number' }), '5555555555554443');
      await userEvent.type(dialog.getByRole('textbox', { name: 'Name on card' }), 'Ada Lovelace');
      await userEvent.type(dialog.getByRole('textbox', { name: 'Expiry date' }), '0931');
      await userEvent.type(dialog.getByRole('textbox', { name: 'Security code (CVV)' }), '321');
      await next(dialog);
      await expect(await dialog.findByText('This is not a valid card number.')).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: 'Card number' })).toHaveFocus();
      await userEvent.keyboard('{Backspace}4');
      await next(dialog);
    });
    await step('The summary; Back keeps the card', async () => {
      await onStep(dialog, 'Step 5 of 5: Submit', 'Submit');
      await expect(dialog.getByText('Atlas')).toBeVisible();
      await expect(dialog.getByText('E-commerce platform')).toBeVisible();
      await expect(dialog.getByText('Mastercard ending in 4444')).toBeVisible();
      await userEvent.click(dialog.getByRole('button', { name: 'Back' }));
      await expect(dialog.getByRole('textbox', { name: 'Card number' })).toHaveValue('5555 5555 5555 4444');
      await next(dialog);
    });
    await step('Submitted: the toast names the app, the focus is back on the card’s button', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Create app' }));
      await expectToast('Atlas is created, on Vue with MySQL.');
      await expectClosedOnto(opener);
    });
    await step('Shown again, it starts afresh', async () => {
      const again = await open(canvasElement);
      await expect(again.dialog.getByRole('textbox', { name: 'App name' })).toHaveValue('');
      await expect(again.dialog.getByRole('listitem', { current: 'step' })).toHaveTextContent('Details');
      await userEvent.keyboard('{Escape}');
      await expectClosedOnto(opener);
    });
  },
};

/** Flow: closed midway with Escape, it opens again where it was left. */
export const EscapeKeepsProgress: Story = {
  play: async ({ canvasElement }) => {
    const first = await open(canvasElement);
    await userEvent.type(first.dialog.getByRole('textbox', { name: 'App name' }), 'Atlas{Enter}');
    await onStep(first.dialog, 'Step 2 of 5: Framework', 'Framework');
    await userEvent.keyboard('{Escape}');
    await expectClosedOnto(first.opener);
    const again = await open(canvasElement);
    await expect(again.dialog.getByRole('listitem', { current: 'step' })).toHaveTextContent('Framework');
    await userEvent.click(again.dialog.getByRole('button', { name: 'Back' }));
    await expect(again.dialog.getByRole('textbox', { name: 'App name' })).toHaveValue('Atlas');
  },
  parameters: openOverlayA11y,
};

/** On a phone: the steps by number (the current one named), the buttons in view while the step scrolls. */
export const PhoneFitsTheScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { element, dialog } = await open(canvasElement);
    await expectFitsScreen(element);
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeVisible();
  },
  parameters: openOverlayA11y,
};
