import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { appears } from './appears';

/**
 * What the modal examples' stories do again and again, as a person would: show a dialog from its
 * card (by the card's button), and see it close with the focus back on that button.
 */
export async function openExample(canvasElement: HTMLElement, card: string, dialogName: string, show = 'Show') {
  const opener = within(canvasElement).getByRole('button', { name: `${show} ${card}` });
  await userEvent.click(opener);
  // It fades in: a person reads it once it is there.
  const element = await appears(screen.findByRole('dialog', { name: dialogName }));
  await waitFor(() => expect(element.contains(document.activeElement)).toBe(true));
  return { opener, element, dialog: within(element) };
}

/** The dialog is gone and the focus is back on the button that showed it. */
export async function expectClosedOnto(opener: HTMLElement) {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(opener).toHaveFocus());
}

/** A toast with this text is on screen. */
export async function expectToast(text: string | RegExp) {
  await waitFor(() => expect(screen.getByText(text)).toBeVisible());
}

/**
 * The dialog fits the screen's width and scrolls inside rather than running off it (a phone): once it
 * has come in, as a person sees it (it moves into place as it opens).
 */
export async function expectFitsScreen(dialog: HTMLElement) {
  await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
  const box = dialog.getBoundingClientRect();
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
}
