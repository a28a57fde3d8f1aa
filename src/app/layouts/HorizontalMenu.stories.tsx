import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { openOverlayA11y } from '@/ui/story/overlayA11y';
import { HorizontalMenu } from '@/app/layouts/HorizontalMenu';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Layouts/Horizontal menu',
  component: HorizontalMenu,
  parameters: { session: 'admin', route: '/access-control', endpoints: [], ...pageParameters },
  // The bar shows from 1200 px wide (75em); narrower, the menu is in the navbar's drawer.
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [(Story) => <div style={{ padding: '1rem', minBlockSize: '34rem' }}>{Story()}</div>],
} satisfies Meta<typeof HorizontalMenu>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = within(document.body);

/** The group holding the page on screen is marked. */
export const Default: Story = { parameters: screenLooks };

/** A group opens with Enter and its links follow with the arrow keys. */
export const Open: Story = {
  parameters: openOverlayA11y,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Apps & pages' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(await body.findByRole('menuitem', { name: 'Access control' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Only what the user may open: the client's Apps & pages hold no admin app (the users list). */
export const Client: Story = {
  parameters: { session: 'client', ...openOverlayA11y },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Apps & pages' }));
    await expect(await body.findByRole('menuitem', { name: 'Access control' })).toBeVisible();
    await expect(body.queryByRole('menuitem', { name: 'Users' })).toBeNull();
  },
};
