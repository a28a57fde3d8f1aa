import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { appears, disappears } from '@/stories/support/appears';
import { CollapsePage } from '@/features/components/collapse/CollapsePage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI elements/Components/Collapse',
  component: CollapsePage,
  parameters: { session: 'admin', route: '/components/collapse', ...pageParameters },
} satisfies Meta<typeof CollapsePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five examples; every trigger says whether its region is open and which region it controls. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Collapse');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'With a button',
      'With a link',
      'Several regions',
      'Sideways',
      'Without state',
    ]);
    const delivery = canvas.getByRole('button', { name: 'Delivery options' });
    await expect(delivery).toHaveAttribute('aria-expanded', 'false');
    await expect(document.getElementById(delivery.getAttribute('aria-controls')!)).toHaveTextContent(
      /Standard delivery/,
    );
    await expect(canvas.getByText(/Standard delivery/)).not.toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Read the terms' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: 'Both addresses' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: 'Folders' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Every night, kept for 30 days, in two regions.')).toBeVisible();
  },
};

/** Keyboard: Enter opens the region and Tab reaches the link inside; Space closes it and Tab passes it by. */
export const OpenWithAButton: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Delivery options' });
    const faq = canvas.getByText('Read the delivery FAQ');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await appears(canvas.getByText(/Standard delivery/));
    await userEvent.tab();
    await expect(faq).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await disappears(faq);
    await userEvent.tab();
    await expect(faq).not.toHaveFocus();
  },
};

/** Keyboard: Enter on the link shows the terms and renames the link; the focus stays on it and the address does not change. */
export const OpenWithALink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Read the terms' });
    await expect(link).toHaveAttribute('aria-controls', 'refund-terms');
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(link).toHaveAttribute('aria-expanded', 'true');
    await expect(link).toHaveAccessibleName('Hide the terms');
    await expect(link).toHaveFocus();
    await appears(canvas.getByText(/The 14 days start/));
    await userEvent.keyboard('{Enter}');
    await disappears(canvas.getByText(/The 14 days start/));
  },
};

/** One address, then both: the "both" button says expanded only when both are open, and closes both. */
export const OpenBothAddresses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const both = canvas.getByRole('button', { name: 'Both addresses' });
    canvas.getByRole('button', { name: 'Billing address' }).focus();
    await userEvent.keyboard('{Enter}');
    await appears(canvas.getByText(/12 Harbour Street/));
    await expect(canvas.getByText(/Sighthill Park/)).not.toBeVisible();
    await expect(both).toHaveAttribute('aria-expanded', 'false');
    both.focus();
    await userEvent.keyboard('{Enter}');
    await expect(both).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Shipping address' })).toHaveAttribute('aria-expanded', 'true');
    await appears(canvas.getByText(/Sighthill Park/));
    await userEvent.keyboard('{Enter}');
    await disappears(canvas.getByText(/12 Harbour Street/));
    await disappears(canvas.getByText(/Sighthill Park/));
  },
};

/** The side panel closes and opens again from its button. */
export const HideTheFolders: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const folders = canvas.getByRole('button', { name: 'Folders' });
    folders.focus();
    await userEvent.keyboard(' ');
    await expect(folders).toHaveAttribute('aria-expanded', 'false');
    await disappears(canvas.getByText('Drafts'));
    await userEvent.keyboard(' ');
    await appears(canvas.getByText('Drafts'));
  },
};
