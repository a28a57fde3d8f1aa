import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { openOverlayA11y } from '@/ui/story/overlayA11y';
import { OffcanvasPage } from '@/features/components/offcanvas/OffcanvasPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI elements/Components/Offcanvas',
  component: OffcanvasPage,
  parameters: { session: 'admin', route: '/components/offcanvas', ...pageParameters },
} satisfies Meta<typeof OffcanvasPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Presses `trigger` by keyboard and returns the panel named `name` once the focus is inside it. */
async function openByKeyboard(trigger: HTMLElement, name: string) {
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  const panel = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
  return panel;
}

/** Waits for the panel's slide to end, so its place is where it rests. */
async function settled(panel: HTMLElement) {
  await waitFor(() => expect(panel.getAnimations()).toEqual([]));
  return panel.getBoundingClientRect();
}

/** Four examples; every panel is closed. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Offcanvas');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Placements',
      'With a form',
      'Scrolling body',
      'Without a backdrop',
    ]);
    for (const side of ['start', 'end', 'top', 'bottom']) {
      await expect(canvas.getByRole('button', { name: `Open ${side}` })).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(canvas.getByRole('status')).toHaveTextContent('No user added yet.');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Keyboard: each panel sits on its own edge; Escape closes it and the focus is back on its button. */
export const EveryEdge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const edges = {
      start: (box: DOMRect) => box.left === 0,
      end: (box: DOMRect) => Math.round(box.right) === window.innerWidth,
      top: (box: DOMRect) => box.top === 0,
      bottom: (box: DOMRect) => Math.round(box.bottom) === window.innerHeight,
    };
    for (const [side, onEdge] of Object.entries(edges)) {
      const trigger = canvas.getByRole('button', { name: `Open ${side}` });
      const panel = await openByKeyboard(trigger, `From the ${side}`);
      await expect(onEdge(await settled(panel))).toBe(true);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
    }
  },
};

/** Right to left: the start panel comes from the right, and it is left open to see. */
export const StartInRtl: Story = {
  globals: { direction: 'rtl' },
  parameters: openOverlayA11y,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open start' });
    const box = await settled(await openByKeyboard(trigger, 'From the start'));
    await expect(Math.round(box.right)).toBe(window.innerWidth);
  },
};

/** Keyboard: an empty name is refused and announced; a name closes the panel, says so and returns the focus. */
export const AddAUser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Add a user' });
    const panel = within(await openByKeyboard(trigger, 'Add a user'));
    panel.getByRole('button', { name: 'Add' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(panel.getByRole('alert')).toHaveTextContent('Enter the person’s name.');
    const name = panel.getByRole('textbox', { name: /Full name/ });
    await expect(name).toHaveFocus();
    await userEvent.type(name, 'Lea Martin{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('Lea Martin was added.');
  },
};

/** The activity panel left open: its body scrolls under the fixed header and is a Tab stop for the arrow keys. */
export const LongActivity: Story = {
  parameters: openOverlayA11y,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Show activity' });
    const panel = await openByKeyboard(trigger, 'Activity');
    const body = within(panel).getByRole('list').parentElement!;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await userEvent.tab();
    await expect(body).toHaveFocus();
  },
};

/** Without a backdrop the page stays usable; Escape closes the panel, and so does a click elsewhere. */
export const NoBackdrop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Open help without a backdrop' });
    let panel = await openByKeyboard(trigger, 'Quick help');
    await expect(panel).not.toHaveAttribute('aria-modal');
    // A modal panel stops the page taking clicks; this one does not.
    await expect(document.body.style.pointerEvents).not.toBe('none');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    panel = await openByKeyboard(trigger, 'Quick help');
    await userEvent.click(canvas.getByRole('heading', { level: 1 }));
    await waitFor(() => expect(panel).not.toBeInTheDocument());
  },
};
