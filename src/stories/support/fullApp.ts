import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appears } from '@/stories/support/appears';
import { expectNoSideScroll, expectWhollyOnScreen } from '@/stories/support/screenWidth';

/**
 * What the stories of the whole routed app share (App/Full app, and each feature's App/Flows story
 * file): a feature's flows live in its folder, so they go with it when a team prunes it.
 */
export type Canvas = ReturnType<typeof within>;

/** Overlays (dialogs, menus, drawers) are portals on the body, outside the story's canvas. */
export const body = within(document.body);

// Storybook's 1280 px desktop: the sidebar beside the page, the horizontal menu's bar.
export const desktop = { viewport: { value: 'desktop', isRotated: false } };
// The narrowest of Storybook's sizes with the navbar's bookmarks and the chat's list beside its thread
// (a phone has neither).
export const tablet = { viewport: { value: 'tablet', isRotated: false } };
// Storybook's "Small mobile", 320 px wide.
export const phone = { viewport: { value: 'mobile1', isRotated: false } };

/**
 * The signed-in person has landed on a page of the shell: its menu is there (beside the page, or
 * behind the navbar's button) and so is the page's heading. Which page is not named: home is the
 * e-commerce dashboard in the full template, another page in a pruned starter.
 */
export async function atHome(canvas: Canvas) {
  const heading = await waitFor(() => {
    // The shell first: the sign-in page, left behind, has a level-1 heading too.
    expect(
      canvas.queryByRole('navigation', { name: 'Main menu' }) ??
        canvas.queryByRole('button', { name: 'Open the menu' }),
    ).not.toBeNull();
    return canvas.getByRole('heading', { level: 1 });
  });
  return appears(heading);
}

/**
 * The main menu as a person reaches it at the story's width: beside the page from 1200 px wide, else
 * in the drawer the navbar's menu button opens (Storybook's canvas on a laptop, a phone). `close` puts
 * the drawer away again; the sidebar stays.
 */
export async function openMainMenu(canvas: Canvas) {
  const button = canvas.queryByRole('button', { name: 'Open the menu' });
  if (!button) {
    const sidebar = canvas.getByRole('navigation', { name: 'Main menu' });
    return { menu: within(sidebar), close: async () => {} };
  }
  await userEvent.click(button);
  const drawer = await appears(body.findByRole('dialog', { name: 'Main menu' }));
  const close = async () => {
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Main menu' })).toBeNull());
  };
  return { menu: within(drawer), close };
}

/** Opens the customizer, runs `choose` inside it, and closes it again. */
export async function customize(canvas: Canvas, choose: (panel: Canvas) => Promise<void>) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Open the customizer' }));
  const panel = within(await body.findByRole('dialog', { name: 'Customizer' }));
  // The settings load with the panel's first opening.
  await panel.findByRole('radiogroup', { name: 'Skin' });
  await choose(panel);
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(body.queryByRole('dialog', { name: 'Customizer' })).toBeNull());
}

/**
 * Where no sidebar shows it, the navbar carries the logo too: on a phone it still fits, so the page
 * never scrolls sideways and the avatar is whole; the logo's link keeps its name without its text.
 */
export async function navbarFitsThePhone(canvas: Canvas) {
  const account = await canvas.findByRole('button', { name: /^Account menu of/ });
  await expectNoSideScroll();
  await expectWhollyOnScreen(account);
  await expect(within(account.closest('header')!).getByRole('link', { name: 'Atrium' })).toHaveAttribute('href', '/');
}
