import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { routes } from '@/app/router/routes';
import { openOverlayA11y } from '@/ui/story/overlayA11y';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

function Shell() {
  const router = useMemo(() => createMemoryRouter(routes, { initialEntries: ['/access-control'] }), []);
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Layouts/Customizer',
  component: Shell,
  parameters: { layout: 'fullscreen', route: false, session: 'admin', ...pageParameters },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = within(document.body);

/** The panel changes the shell live; skin and direction persist (docs/demo-api.md). */
export const ChangesTheShell: Story = {
  parameters: { ...screenLooks, ...openOverlayA11y },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Open the customizer' }));
    const panel = await body.findByRole('dialog', { name: 'Customizer' });
    // The settings load with the panel's first opening.
    await within(panel).findByRole('radiogroup', { name: 'Skin' });
    const group = (name: string) => within(within(panel).getByRole('radiogroup', { name }));
    await userEvent.click(group('Content width').getByRole('radio', { name: 'Full width' }));
    await userEvent.click(group('Navbar').getByRole('radio', { name: 'Sticky' }));
    await userEvent.click(group('Footer').getByRole('radio', { name: 'Hidden' }));
    await userEvent.click(within(panel).getByRole('switch', { name: 'Collapsed menu' }));
    await waitFor(() => expect(localStorage.getItem('menuCollapsed')).toBe('true'));
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
  },
};

/** A persisted choice: the skin chosen in the panel is stored for the next visit. */
export const StoresTheSkin: Story = {
  parameters: openOverlayA11y,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Open the customizer' }));
    const panel = await body.findByRole('dialog', { name: 'Customizer' });
    // The settings load with the panel's first opening.
    await within(panel).findByRole('radiogroup', { name: 'Skin' });
    await userEvent.click(within(panel).getByRole('radio', { name: 'Semi dark' }));
    await waitFor(() => expect(localStorage.getItem('skin')).toContain('semi-dark'));
  },
};

/** A brand colour previewed: the primary colours follow at once, are stored, and reset to src/brand.ts's. */
export const PreviewsABrandColour: Story = {
  parameters: openOverlayA11y,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Open the customizer' }));
    const panel = await body.findByRole('dialog', { name: 'Customizer' });
    const input = await within(panel).findByLabelText('Brand colour');
    await expect(input).toHaveAccessibleDescription(/src\/brand\.ts/);
    input.focus();
    await expect(input).toHaveFocus();
    const primary = () => getComputedStyle(document.documentElement).getPropertyValue('--c-primary').trim();
    const shipped = primary();
    // What the native picker does as a colour is chosen: `input` events on the field.
    fireEvent.input(input, { target: { value: '#1f9d55' } });
    await waitFor(() => expect(primary()).toBe('#1f9d55'));
    // Green needs dark text on it, and its own text colour on surfaces.
    const root = getComputedStyle(document.documentElement);
    await expect(root.getPropertyValue('--c-primary-contrast').trim()).not.toBe('#ffffff');
    await expect(root.getPropertyValue('--focus-ring')).toContain('31, 157, 85');
    await expect(localStorage.getItem('brandColour')).toBe('"#1f9d55"');
    await userEvent.click(within(panel).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(primary()).toBe(shipped));
    await expect(localStorage.getItem('brandColour')).toBe('null');
  },
};
