import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, Card, CardBody, RadioGroup, skins, Switch, ThemeProvider, useTheme } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

function Customizer() {
  const { skin, direction, menuCollapsed, setSkin, setDirection, setMenuCollapsed } = useTheme();
  return (
    <Card title="Theme preferences" subtitle="Saved in this browser" style={{ maxInlineSize: 420 }}>
      <CardBody style={{ display: 'grid', gap: '1.25rem' }}>
        <RadioGroup
          label="Skin"
          orientation="horizontal"
          value={skin}
          onValueChange={(value) => setSkin(value as typeof skin)}
          options={skins.map((s) => ({ value: s, label: s }))}
        />
        <Switch
          label="Right-to-left"
          checked={direction === 'rtl'}
          onCheckedChange={(on) => setDirection(on ? 'rtl' : 'ltr')}
        />
        <Switch label="Collapsed menu" checked={menuCollapsed} onCheckedChange={setMenuCollapsed} />
        <Button>A primary action</Button>
      </CardBody>
    </Card>
  );
}

/**
 * The app's theme: skin and direction are attributes on <html>, so every component follows at once
 * without re-rendering; the choice persists in localStorage under `skin`, `direction` and
 * `menuCollapsed` (docs/demo-api.md). Here the provider is nested without fixed values, as in the app.
 */
const meta = {
  title: 'UI/Theme/ThemeProvider',
  component: ThemeProvider,
  args: { children: <Customizer /> },
  // It sets the skin and direction of the whole document: on the docs page, each story in a frame.
  parameters: { ownFrame: true },
  beforeEach: () => {
    const saved = ['skin', 'direction', 'menuCollapsed'].map((key) => [key, localStorage.getItem(key)] as const);
    saved.forEach(([key]) => localStorage.removeItem(key));
    const html = document.documentElement;
    const attrs = { skin: html.dataset.skin, dir: html.dir };
    return () => {
      saved.forEach(([key, value]) =>
        value == null ? localStorage.removeItem(key) : localStorage.setItem(key, value),
      );
      html.dataset.skin = attrs.skin ?? 'light';
      html.dir = attrs.dir;
    };
  },
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  parameters: componentLooks,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the skin applies to <html> and is saved', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'dark' }));
      await waitFor(() => expect(document.documentElement.dataset.skin).toBe('dark'));
      await expect(localStorage.getItem('skin')).toBe('"dark"');
    });
    await step('the direction applies to <html> and is saved', async () => {
      await userEvent.click(canvas.getByRole('switch', { name: 'Right-to-left' }));
      await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
      await expect(localStorage.getItem('direction')).toBe('"rtl"');
    });
    await step('menuCollapsed is saved', async () => {
      await userEvent.click(canvas.getByRole('switch', { name: 'Collapsed menu' }));
      await expect(localStorage.getItem('menuCollapsed')).toBe('true');
    });
  },
};

/** A value stored by hand that is not valid falls back to the default instead of breaking. */
export const CorruptStorage: Story = {
  beforeEach: () => {
    localStorage.setItem('skin', 'not json');
    localStorage.setItem('direction', '"sideways"');
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'light' })).toBeChecked();
    await expect(document.documentElement.dir).toBe('ltr');
  },
};

/**
 * `scope="element"`: the skin and direction hold in a box around the children and leave <html> as it
 * is, so themed regions can share a page (Storybook's docs pages theme each story this way).
 */
export const ScopedRegion: Story = {
  args: { scope: 'element', skin: 'dark', direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('radio', { name: 'dark' }).closest('[data-skin]');
    await expect(card).toHaveAttribute('data-skin', 'dark');
    await expect(card).toHaveAttribute('dir', 'rtl');
    await expect(document.documentElement.dataset.skin).not.toBe('dark');
    await expect(document.documentElement.dir).not.toBe('rtl');
  },
};
