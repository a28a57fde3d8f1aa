import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { openOverlayA11y } from '@/ui/story/overlayA11y';
import { TooltipsPage } from '@/features/components/tooltips/TooltipsPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI elements/Components/Tooltips',
  component: TooltipsPage,
  parameters: { session: 'admin', route: '/components/tooltips', ...pageParameters },
} satisfies Meta<typeof TooltipsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const titles = [
  'Four sides',
  'On a button',
  'On an icon button',
  'On a link',
  'On a disabled control',
  'Keyboard focus',
];

/** The "Show code" button in the header of the example titled `title`: Tab from it enters the example. */
function beforeExample(canvasElement: HTMLElement, title: string) {
  return within(canvasElement).getAllByRole('button', { name: 'Show code' })[titles.indexOf(title)]!;
}

/** Six examples; no tooltip shows until a control is pointed at or focused. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Tooltips');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(titles);
    await expect(canvas.getByRole('link', { name: 'pricing page' })).toHaveAttribute('href', '/pages/pricing');
    await expect(canvas.getByRole('button', { name: 'Publish' })).toBeDisabled();
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};

/** Keyboard: Tab onto the help button shows its tooltip as its description; Escape hides it, the focus stays. */
export const ShowOnKeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('textbox', { name: 'Workspace name' }).focus();
    await userEvent.tab();
    const help = canvas.getByRole('button', { name: 'About the workspace name' });
    await expect(help).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Shown to everyone you invite');
    await expect(help).toHaveAccessibleDescription('Shown to everyone you invite');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(help).toHaveFocus();
  },
};

/** Keyboard: the wrapper around the disabled Publish button takes the focus and says why it is off. */
export const WhyIsItDisabled: Story = {
  parameters: openOverlayA11y,
  play: async ({ canvasElement }) => {
    beforeExample(canvasElement, 'On a disabled control').focus();
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Add a title before publishing');
  },
};

/** Keyboard: Tab along the icon buttons; each one's tooltip names it. */
export const NameTheIcons: Story = {
  parameters: openOverlayA11y,
  play: async ({ canvasElement }) => {
    beforeExample(canvasElement, 'On an icon button').focus();
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Edit');
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Duplicate' })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Duplicate'));
  },
};

/** Keyboard: Tab along the four buttons; each tooltip opens on its own side. */
export const FourSides: Story = {
  play: async ({ canvasElement }) => {
    beforeExample(canvasElement, 'Four sides').focus();
    for (const side of ['top', 'right', 'bottom', 'left']) {
      await userEvent.tab();
      // The side of this tooltip: the one before it may still be fading out beside it.
      const tooltip = await waitFor(() => {
        const shown = screen.getByRole('tooltip');
        expect(shown).toHaveTextContent(`Tooltip on the ${side}`);
        return shown;
      });
      await expect(tooltip.closest('[data-side]')).toHaveAttribute('data-side', side);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** Pointing at a button with words, then at a link: each tooltip adds its hint and goes when the pointer leaves. */
export const HintsOnHover: Story = {
  parameters: openOverlayA11y,
  // The link is below the 430 px canvas's fold: hovering it scrolled the page, and the picture's
  // scroll back to the top closed its tooltip, or not, by a race.
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const archive = canvas.getByRole('button', { name: 'Archive' });
    await userEvent.hover(archive);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Moves the project out of the active list');
    await expect(archive).toHaveAccessibleDescription(/you can restore it/);
    await userEvent.unhover(archive);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await userEvent.hover(canvas.getByRole('link', { name: 'pricing page' }));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Monthly and yearly prices');
  },
};
