import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy, Download, MoreVertical, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  Button,
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  dropdownMenuModule,
  lazyModule,
  lazyOverlay,
  openOverlayA11y,
} from '@/ui';
import { componentLooks, noVisual } from '@/ui/story/chromatic';

const onEdit = fn();
const onDelete = fn();

const meta = {
  title: 'UI/DropdownMenu',
  // Its stories open over the page: on the docs page each opens in a frame of its own.
  parameters: { ownFrame: true },
  component: DropdownMenu,
  args: {
    trigger: <Button variant="outline">Actions</Button>,
    children: (
      <>
        <DropdownMenuItem icon={<Pencil aria-hidden />} onSelect={onEdit}>
          Edit
        </DropdownMenuItem>
        <DropdownMenuItem icon={<Copy aria-hidden />}>Duplicate</DropdownMenuItem>
        <DropdownMenuItem icon={<Download aria-hidden />} disabled>
          Download
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={<Trash2 aria-hidden />} danger onSelect={onDelete}>
          Delete
        </DropdownMenuItem>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: 260, display: 'flex', justifyContent: 'center' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  parameters: componentLooks,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    await expect(onEdit).toHaveBeenCalled();
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  },
};

/** Keyboard: Enter opens, arrows skip disabled items, Escape closes and focus returns. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Actions' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveFocus();
  },
};

export const IconTrigger: Story = {
  args: {
    trigger: (
      <Button variant="text" tone="secondary" iconOnly aria-label="More options">
        <MoreVertical aria-hidden />
      </Button>
    ),
  },
};

function ViewOptions() {
  const [columns, setColumns] = useState({ email: true, role: true, plan: false });
  const [density, setDensity] = useState('comfortable');
  return (
    <DropdownMenu trigger={<Button variant="outline">View</Button>} defaultOpen>
      <DropdownMenuLabel>Columns</DropdownMenuLabel>
      {(Object.keys(columns) as (keyof typeof columns)[]).map((key) => (
        <DropdownMenuCheckboxItem
          key={key}
          checked={columns[key]}
          onCheckedChange={(checked) => setColumns((c) => ({ ...c, [key]: checked === true }))}
        >
          {key[0]!.toUpperCase() + key.slice(1)}
        </DropdownMenuCheckboxItem>
      ))}
      <DropdownMenuSeparator />
      <DropdownMenuLabel>Density</DropdownMenuLabel>
      <DropdownMenuRadioGroup value={density} onValueChange={setDensity}>
        <DropdownMenuRadioItem value="comfortable">Comfortable</DropdownMenuRadioItem>
        <DropdownMenuRadioItem value="compact">Compact</DropdownMenuRadioItem>
      </DropdownMenuRadioGroup>
    </DropdownMenu>
  );
}

export const CheckableItems: Story = {
  render: () => <ViewOptions />,
  parameters: openOverlayA11y,
  play: async () => {
    const plan = await screen.findByRole('menuitemcheckbox', { name: 'Plan' });
    await expect(plan).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(plan);
  },
};

export const Open: Story = { args: { defaultOpen: true }, parameters: openOverlayA11y };

/**
 * The app fetches a menu's code when it is first wanted (stories have it loaded up front). Here the
 * code comes from a module that takes 300 ms to arrive, as on a slow network.
 */
function SlowMenu() {
  const [Menu] = useState(() =>
    lazyOverlay(
      lazyModule(() => new Promise<void>((resolve) => setTimeout(resolve, 300)).then(dropdownMenuModule.load)),
      (module) => module.DropdownMenu,
      'menu',
    ),
  );
  return (
    <Menu trigger={<Button variant="outline">Actions</Button>}>
      <DropdownMenuItem onSelect={onEdit}>Edit</DropdownMenuItem>
      <DropdownMenuItem>Duplicate</DropdownMenuItem>
    </Menu>
  );
}

/** Flow: before its code is there, the trigger is already a menu button; a press opens the menu once it is. */
export const LoadsOnFirstPress: Story = {
  render: () => <SlowMenu />,
  ...noVisual,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Actions' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    // Radix's trigger took the stand-in's place, and the focus came back to it.
    await expect(within(canvasElement).getByRole('button', { name: 'Actions' })).toHaveFocus();
  },
};

/** Keyboard: focusing the trigger fetches the code; the trigger that replaces it keeps the focus. */
export const KeepsTheFocusWhileLoading: Story = {
  render: () => <SlowMenu />,
  ...noVisual,
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const standIn = within(canvasElement).getByRole('button', { name: 'Actions' });
    await expect(standIn).toHaveFocus();
    // Radix's trigger has an id; the stand-in has none.
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Actions' })).toHaveAttribute('id'));
    await expect(within(canvasElement).getByRole('button', { name: 'Actions' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(await screen.findByRole('menu')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};
