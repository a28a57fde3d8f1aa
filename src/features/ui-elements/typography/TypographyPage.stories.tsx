import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectCopied, spyOnClipboard } from '@/stories/support/clipboard';
import { TypographyPage } from '@/features/ui-elements/typography/TypographyPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI elements/Typography',
  component: TypographyPage,
  parameters: { session: 'admin', route: '/ui-element', ...pageParameters },
} satisfies Meta<typeof TypographyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const titles = [
  'Headings',
  'Display headings',
  'Lead paragraph',
  'Inline text',
  'Lists',
  'Unstyled and inline lists',
  'Description list',
  'Blockquotes',
  'Code',
];

/** Nine examples of the theme's type, each under its title. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Typography' })).toBeVisible();
    await expect(canvas.getByText(/^Headings, paragraphs, inline text/)).toBeVisible();
    for (const title of titles) await expect(canvas.getByRole('heading', { level: 2, name: title })).toBeVisible();
    // The six levels at the theme's sizes.
    for (const [level, size] of [
      [1, '38px'],
      [3, '26px'],
      [6, '15px'],
    ] as const) {
      const heading = canvas.getByRole('heading', { level, name: new RegExp(`^Heading ${level}`) });
      await expect(getComputedStyle(heading).fontSize).toBe(size);
    }
    await expect(canvas.getByTitle('Role-based access control')).toHaveTextContent('RBAC');
    await expect(within(canvas.getByRole('list', { name: 'Footer' })).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText('Introduction to Web Accessibility').tagName).toBe('CITE');
    const customer = canvas.getByText('Northwind Traders');
    await expect(customer.tagName).toBe('DD');
    await expect(customer.previousElementSibling).toHaveTextContent('Customer');
  },
};

/** Flow: the code block is reached with Tab, so a keyboard can scroll it; its code reads left to right. */
export const ScrollTheCodeBlock: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const block = canvas.getByRole('region', { name: 'SaveBar.tsx' });
    await expect(getComputedStyle(block).direction).toBe('ltr');
    // From the Code example's "Show code" button, the next Tab stop is the block.
    canvas.getAllByRole('button', { name: 'Show code' })[8]!.focus();
    await userEvent.tab();
    await expect(block).toHaveFocus();
    await expect(block).toHaveTextContent("import { Button } from '@/ui/button/Button';");
  },
};

/** Flow: a typography example's source opens under it and copies to the clipboard. */
export const ShowAndCopyCode: Story = {
  beforeEach: spyOnClipboard,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getAllByRole('button', { name: 'Show code' })[7]!;
    await userEvent.click(toggle);
    const code = canvas.getByRole('region', { name: 'Source of “Blockquotes”' });
    await expect(code).toHaveTextContent('<figcaption>');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy code' }));
    await expectCopied(code.textContent!);
  },
};
