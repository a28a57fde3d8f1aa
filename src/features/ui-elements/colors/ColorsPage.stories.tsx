import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectCopied, spyOnClipboard } from '@/stories/support/clipboard';
import { ColorsPage } from '@/features/ui-elements/colors/ColorsPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI elements/Colors',
  component: ColorsPage,
  parameters: { session: 'admin', route: '/colors', ...pageParameters },
} satisfies Meta<typeof ColorsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five examples: the solid tones, the tints, coloured text, the surfaces and the tones in components. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Colors');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Solid tones',
      'Tints',
      'Coloured text',
      'Surfaces and text',
      'Tones in components',
    ]);
    await expect(canvas.getByText('Light #6254e0 · Dark #6254e0')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Copy var\(/ })).toHaveLength(14);
  },
};

/** A swatch's copy button, by keyboard: the variable goes on the clipboard and the button says so. */
export const CopyAVariable: Story = {
  beforeEach: spyOnClipboard,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const copy = canvas.getByRole('button', { name: 'Copy var(--c-danger)' });
    copy.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Copied to the clipboard')).toBeInTheDocument();
    await expectCopied('var(--c-danger)');
  },
};

/** The source of the solid tones' example, opened by keyboard: its own file, as it runs. */
export const ShowTheCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getAllByRole('button', { name: 'Show code' })[0]!;
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const code = canvas.getByRole('region', { name: 'Source of “Solid tones”' });
    await expect(code).toHaveTextContent('export default function SolidColors()');
  },
};
