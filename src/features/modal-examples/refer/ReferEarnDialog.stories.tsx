import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { openOverlayA11y } from '@/ui/story/overlayA11y';
import { ModalExamplesPage } from '@/features/modal-examples/pages/ModalExamplesPage';
import { expectClosedOnto, expectFitsScreen, expectToast, openExample } from '@/stories/support/modalExample';
import { expectCopied, spyOnClipboard } from '@/stories/support/clipboard';
import { referralLink } from '@/features/modal-examples/refer/referral';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Pages/Modal examples/Refer and earn',
  component: ModalExamplesPage,
  parameters: { session: 'admin', route: '/pages/modal-examples', ...pageParameters },
} satisfies Meta<typeof ModalExamplesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = (canvasElement: HTMLElement) => openExample(canvasElement, 'Refer and earn', 'Refer and earn');

/** Flow: how it works; a malformed address refused, a friend invited (once); the link copied; Escape closes. */
export const ReferAFriend: Story = {
  parameters: screenLooks,
  beforeEach: spyOnClipboard,
  play: async ({ canvasElement, step }) => {
    const { opener, dialog } = await open(canvasElement);
    await step('Three steps', async () => {
      const how = dialog.getByRole('region', { name: 'How it works' });
      await expect(how).toHaveTextContent(/Send an invitation.*They sign up.*You both earn/);
    });
    await step('Invite by email', async () => {
      const email = dialog.getByRole('textbox', { name: 'Invite a friend by email' });
      await userEvent.type(email, 'friend.example.com{Enter}');
      await expect(await dialog.findByText('Enter a valid email address.')).toBeVisible();
      await userEvent.clear(email);
      await userEvent.type(email, 'friend@example.com');
      await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
      await expectToast('An invitation is on its way to friend@example.com.');
      await userEvent.type(email, 'friend@example.com{Enter}');
      await expect(await dialog.findByText('You have invited this address already.')).toBeVisible();
    });
    await step('The referral link, copied', async () => {
      await expect(dialog.getByRole('textbox', { name: 'Your referral link' })).toHaveValue(referralLink);
      await userEvent.click(dialog.getByRole('button', { name: 'Copy' }));
      await expectToast('Your referral link is copied.');
      await expectCopied(referralLink);
    });
    await step('Escape closes onto the card’s button', async () => {
      await userEvent.keyboard('{Escape}');
      await expectClosedOnto(opener);
    });
  },
};

/** The share links open each network's share page in a new tab, which learns nothing of this page. */
export const ShareLinks: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    const share = dialog.getByRole('region', { name: 'Share the link' });
    const links = within(share).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Facebook(opens in a new tab)',
      'X(opens in a new tab)',
      'LinkedIn(opens in a new tab)',
      'Email(opens in a new tab)',
    ]);
    for (const link of links) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link.getAttribute('href')).toContain(encodeURIComponent(referralLink));
    }
  },
  parameters: openOverlayA11y,
};

/** On a phone the dialog fits the screen and scrolls inside. */
export const PhoneFitsTheScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { element } = await open(canvasElement);
    await expectFitsScreen(element);
  },
  parameters: openOverlayA11y,
};
