import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy, Scissors, Share2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  ContextMenu,
  ContextMenuCheckboxItem,
  ContextMenuItem,
  ContextMenuLabel,
  ContextMenuRadioGroup,
  ContextMenuRadioItem,
  ContextMenuSeparator,
  ContextMenuSub,
  openOverlayA11y,
} from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const area = {
  display: 'grid',
  placeItems: 'center',
  inlineSize: '100%',
  blockSize: '10rem',
  background: 'none',
  font: 'inherit',
  border: '2px dashed var(--c-border)',
  borderRadius: 'var(--radius-md)',
  color: 'var(--c-muted)',
} as const;

/** An area with every kind of item: actions with shortcuts, a submenu, a check and a radio group. */
function Menu({ onSelect }: { onSelect: (what: string) => void }) {
  const [grid, setGrid] = useState(true);
  const [sort, setSort] = useState('name');
  return (
    <ContextMenu
      trigger={
        <button type="button" style={area}>
          Right-click here, or focus and press Shift+F10
        </button>
      }
    >
      <ContextMenuItem icon={<Scissors aria-hidden />} shortcut="Ctrl+X" onSelect={() => onSelect('cut')}>
        Cut
      </ContextMenuItem>
      <ContextMenuItem icon={<Copy aria-hidden />} shortcut="Ctrl+C" onSelect={() => onSelect('copy')}>
        Copy
      </ContextMenuItem>
      <ContextMenuSub label="Share" icon={<Share2 aria-hidden />}>
        <ContextMenuItem onSelect={() => onSelect('email')}>By email</ContextMenuItem>
        <ContextMenuItem onSelect={() => onSelect('link')}>Copy link</ContextMenuItem>
      </ContextMenuSub>
      <ContextMenuSeparator />
      <ContextMenuCheckboxItem checked={grid} onCheckedChange={setGrid}>
        Show grid
      </ContextMenuCheckboxItem>
      <ContextMenuLabel>Sort by</ContextMenuLabel>
      <ContextMenuRadioGroup value={sort} onValueChange={setSort}>
        <ContextMenuRadioItem value="name">Name</ContextMenuRadioItem>
        <ContextMenuRadioItem value="date">Date</ContextMenuRadioItem>
      </ContextMenuRadioGroup>
      <ContextMenuSeparator />
      <ContextMenuItem danger icon={<Trash2 aria-hidden />} shortcut="Del" onSelect={() => onSelect('delete')}>
        Delete
      </ContextMenuItem>
    </ContextMenu>
  );
}

const meta = {
  title: 'UI/ContextMenu',
  component: Menu,
  args: { onSelect: fn() },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * By keyboard: Shift+F10 on the focused area opens the menu with its first item focused; ArrowDown
 * and Enter choose Copy; the menu closes and the focus is back on the area.
 */
export const Playground: Story = {
  parameters: componentLooks,
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByText(/Right-click here/);
    trigger.focus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Cut' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('copy');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The keyboard's context-menu key opens it too; a radio item is chosen and stays chosen. */
export const MenuKeyAndRadio: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByText(/Right-click here/);
    trigger.focus();
    await userEvent.keyboard('{ContextMenu}');
    const menu = within(await screen.findByRole('menu'));
    await expect(menu.getByRole('menuitemradio', { name: 'Name' })).toHaveAttribute('aria-checked', 'true');
    menu.getByRole('menuitemradio', { name: 'Date' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.keyboard('{ContextMenu}');
    const again = within(await screen.findByRole('menu'));
    await expect(again.getByRole('menuitemradio', { name: 'Date' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Escape}');
  },
};

/** A right-click opens it where the pointer is; ArrowRight (ArrowLeft right to left) opens the submenu. */
export const Submenu: Story = {
  parameters: openOverlayA11y,
  play: async ({ args, canvasElement, globals }) => {
    await userEvent.pointer({ keys: '[MouseRight]', target: within(canvasElement).getByText(/Right-click here/) });
    const menu = within(await screen.findByRole('menu'));
    menu.getByRole('menuitem', { name: 'Share' }).focus();
    await userEvent.keyboard(globals.direction === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}');
    const sub = await screen.findByRole('menuitem', { name: 'By email' });
    await waitFor(() => expect(sub).toHaveFocus());
    await expect(menu.getByRole('menuitemcheckbox', { name: 'Show grid' })).toHaveAttribute('aria-checked', 'true');
    await expect(menu.getByRole('menuitem', { name: 'Copy' })).toHaveAttribute('aria-keyshortcuts', 'Ctrl+C');
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** Right to left the submenu opens on the left: ArrowLeft opens it. */
export const RtlArrowKeys: Story = { ...Submenu, globals: { direction: 'rtl' } };
