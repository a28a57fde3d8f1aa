import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, waitFor } from 'storybook/test';
import { openOverlayA11y } from '@/ui/story/overlayA11y';
import { ModalExamplesPage } from '@/features/modal-examples/pages/ModalExamplesPage';
import { expectClosedOnto, expectToast, openExample } from '@/stories/support/modalExample';
import { expectCopied, spyOnClipboard } from '@/stories/support/clipboard';
import { projectLink } from '@/features/modal-examples/share/members';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Pages/Modal examples/Share project',
  component: ModalExamplesPage,
  parameters: { session: 'admin', route: '/pages/modal-examples', ...pageParameters },
} satisfies Meta<typeof ModalExamplesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = (canvasElement: HTMLElement) => openExample(canvasElement, 'Share project', 'Share project');

/** Flow: a malformed address is refused, a new person invited, a role changed, someone removed, then shared. */
export const InviteAndShare: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement, step }) => {
    const { opener, dialog } = await open(canvasElement);
    const email = dialog.getByRole('textbox', { name: 'Add people by email' });
    await step('A malformed address is refused at its field', async () => {
      await userEvent.type(email, 'ada@');
      await userEvent.click(dialog.getByRole('button', { name: 'Invite' }));
      await expect(await dialog.findByText('Enter a valid email address.')).toBeVisible();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveFocus();
    });
    await step('The corrected address joins, able to view', async () => {
      await userEvent.clear(email);
      await userEvent.type(email, 'ada.lovelace@example.com{Enter}');
      await expect(await dialog.findByText('Ada Lovelace')).toBeVisible();
      await expect(dialog.getByRole('combobox', { name: 'What Ada Lovelace may do' })).toHaveTextContent('Can view');
      await expect(email).toHaveValue('');
      await expectToast('An invitation is on its way to ada.lovelace@example.com.');
      await expect(dialog.getByRole('heading', { name: '5 people have access' })).toBeVisible();
    });
    await step('Someone with access already is refused', async () => {
      await userEvent.type(email, 'Mattie.Blair@example.com{Enter}');
      await expect(await dialog.findByText('This person already has access.')).toBeVisible();
      await userEvent.clear(email);
    });
    await step('A role changes, a member goes and the focus moves to the next one', async () => {
      const marvin = dialog.getByRole('combobox', { name: 'What Marvin Wheeler may do' });
      await userEvent.click(marvin);
      await userEvent.click(await screen.findByRole('option', { name: 'Can edit' }));
      await waitFor(() => expect(marvin).toHaveTextContent('Can edit'));
      await userEvent.click(dialog.getByRole('button', { name: 'Remove Mattie Blair' }));
      await expect(dialog.queryByText('Mattie Blair')).toBeNull();
      await expect(dialog.getByRole('button', { name: 'Remove Marvin Wheeler' })).toHaveFocus();
    });
    await step('Share closes the dialog and says with how many', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Share' }));
      await expectToast('The project is shared with 4 people.');
      await expectClosedOnto(opener);
    });
  },
};

/** Flow: the project's link goes to the clipboard. */
export const CopyLink: Story = {
  beforeEach: spyOnClipboard,
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Copy project link' }));
    await expectToast('The project’s link is copied.');
    await expectCopied(projectLink);
  },
  parameters: openOverlayA11y,
};

/** Flow: the clipboard refuses (no permission); the toast gives the link to copy by hand. */
export const CopyLinkRefused: Story = {
  beforeEach: () => {
    const spy = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Denied', 'NotAllowedError'),
    );
    return () => spy.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Copy project link' }));
    await expectToast(`The clipboard could not be used. Copy this by hand: ${projectLink}`);
  },
  parameters: openOverlayA11y,
};

/** Flow: Escape closes onto the card's button; the members stay as they were left until shared. */
export const EscapeKeepsChanges: Story = {
  play: async ({ canvasElement }) => {
    const first = await open(canvasElement);
    await userEvent.click(first.dialog.getByRole('button', { name: 'Remove Nannie Ford' }));
    await userEvent.keyboard('{Escape}');
    await expectClosedOnto(first.opener);
    const again = await open(canvasElement);
    await expect(again.dialog.queryByText('Nannie Ford')).toBeNull();
    await expect(again.dialog.getByRole('heading', { name: '3 people have access' })).toBeVisible();
  },
  parameters: openOverlayA11y,
};

/** Flow: with everyone taken off, the focus goes to the list's heading, which says no one has access. */
export const EveryoneRemoved: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    for (const name of ['Lester Palmer', 'Mattie Blair', 'Marvin Wheeler', 'Nannie Ford'])
      await userEvent.click(dialog.getByRole('button', { name: `Remove ${name}` }));
    await expect(dialog.getByRole('heading', { name: 'No one has access yet' })).toHaveFocus();
    await expect(dialog.queryAllByRole('listitem')).toHaveLength(0);
  },
  parameters: openOverlayA11y,
};
