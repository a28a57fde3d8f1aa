import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { allSkins, Editor } from '@/ui';

const meta = {
  title: 'UI/Editor',
  component: Editor,
  args: { label: 'Message', value: '<p>Ship the <strong>release notes</strong> on Monday.</p>', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Editor>;

export default meta;
type Story = StoryObj<typeof meta>;

const area = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('textbox', { name: 'Message' }, { timeout: 8000 });

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(await area(canvasElement)).toHaveTextContent('Ship the release notes on Monday.');
  },
};

/** Bold by the toolbar and by the keyboard, a list, undo: the toolbar says what is on; the value is HTML. */
export const Formatting: Story = {
  args: { value: '' },
  render: function Live(args) {
    const [html, setHtml] = useState(args.value);
    return (
      <>
        <Editor
          {...args}
          onChange={(next) => {
            setHtml(next);
            args.onChange(next);
          }}
        />
        <output aria-label="HTML">{html}</output>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = await area(canvasElement);
    await userEvent.click(text);
    const bold = canvas.getByRole('button', { name: 'Bold' });
    await userEvent.click(bold);
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('Due');
    await userEvent.keyboard('{Control>}b{/Control} today');
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Bulleted list' }));
    await expect(canvas.getByLabelText('HTML')).toHaveTextContent(
      '<ul><li><p><strong>Due</strong> today</p></li></ul>',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(canvas.getByLabelText('HTML')).toHaveTextContent('<p><strong>Due</strong> today</p>');
  },
};

/** Marked invalid by its form: a red frame, and the area says so. */
export const Invalid: Story = {
  args: { invalid: true, value: '' },
  play: async ({ canvasElement }) => {
    await expect(await area(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const AllSkins: Story = { parameters: allSkins };
export const Rtl: Story = {
  ...Playground,
  args: { value: '<p>Ship the <strong>release notes</strong> on Monday.</p>' },
  globals: { direction: 'rtl' },
};
