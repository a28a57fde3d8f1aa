import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { openOverlayA11y } from '@/ui/story/overlayA11y';
import { ContextMenuPage } from '@/features/extensions/context-menu/ContextMenuPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI elements/Extensions/Context menu',
  component: ContextMenuPage,
  parameters: { session: 'admin', route: '/extensions/context-menu', ...pageParameters },
} satisfies Meta<typeof ContextMenuPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three examples; no menu is open until asked for. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Context menu');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Actions with shortcuts',
      'Checkable and radio items',
      'Nested submenus',
    ]);
    await expect(canvas.getByRole('button', { name: 'Roadmap.pdf' })).toHaveAttribute(
      'aria-keyshortcuts',
      'Shift+F10 ContextMenu',
    );
    await expect(canvas.getByText('Canvas at 100%, grid on, rulers off')).toBeVisible();
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  },
};

/**
 * By keyboard: Tab to a file, Shift+F10 opens its menu on the first item, ArrowDown and Enter
 * duplicate it; the menu closes, the focus is back on the file, and the result is announced.
 */
export const FileMenuByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const file = canvas.getByRole('button', { name: 'Roadmap.pdf' });
    file.focus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const menu = within(await screen.findByRole('menu'));
    await waitFor(() => expect(menu.getByRole('menuitem', { name: 'Rename' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(canvas.getByRole('status')).toHaveTextContent('Duplicated: Roadmap.pdf');
    await waitFor(() => expect(file).toHaveFocus());
  },
};

/** The menu key on the canvas; a radio item chooses the zoom, a checkable item turns the rulers on. */
export const ChooseARadioItem: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('button', { name: /^Canvas at 100%/ });
    area.focus();
    await userEvent.keyboard('{ContextMenu}');
    let menu = within(await screen.findByRole('menu'));
    await waitFor(() => expect(menu.getByRole('menuitemcheckbox', { name: 'Show grid' })).toHaveFocus());
    await expect(menu.getByRole('menuitemradio', { name: '100%' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{End}{Enter}');
    await waitFor(() => expect(canvas.getByText('Canvas at 200%, grid on, rulers off')).toBeVisible());
    await waitFor(() => expect(area).toHaveFocus());
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    menu = within(await screen.findByRole('menu'));
    await waitFor(() => expect(menu.getByRole('menuitemcheckbox', { name: 'Show grid' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(canvas.getByText('Canvas at 200%, grid on, rulers on')).toBeVisible());
  },
};

/** Two levels of submenus by keyboard: Move to, Clients, Borealis (a submenu opens towards the line's end). */
export const NestedByKeyboard: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const into = globals.direction === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}';
    const message = canvas.getByRole('button', { name: /^Ana Costa: Quote for the new office/ });
    message.focus();
    await userEvent.keyboard('{ContextMenu}');
    const moveTo = await screen.findByRole('menuitem', { name: 'Move to' });
    await waitFor(() => expect(moveTo).toHaveFocus());
    await userEvent.keyboard(into);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Inbox' })).toHaveFocus());
    await userEvent.keyboard(`{ArrowDown}${into}`);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Atlas' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(canvas.getByText('In Clients / Borealis')).toBeVisible();
  },
};

/** A right-click on a file opens its menu where the pointer is, left open as a person sees it. */
export const OpenByRightClick: Story = {
  parameters: openOverlayA11y,
  // Tall enough for the menu to open below the pointer: in the 430 px canvas it flips above, and
  // where it lands once the frame grows for the picture is a race.
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const file = within(canvasElement).getByRole('button', { name: 'Budget 2027.xlsx' });
    const box = file.getBoundingClientRect();
    await userEvent.pointer({
      keys: '[MouseRight]',
      target: file,
      coords: { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 },
    });
    const menu = within(await screen.findByRole('menu'));
    await expect(menu.getByRole('menuitem', { name: 'Delete' })).toHaveAttribute('aria-keyshortcuts', 'Del');
  },
};
