import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { allSkins, Editor } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

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
  parameters: componentLooks,
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
    // The toolbar hands the focus back to the text on the next frame: a busy machine types sooner.
    await waitFor(() => expect(text).toHaveFocus());
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

/** The full toolbar: an image by address (a `data:` image here), a bad address refused first. */
export const FullToolbar: Story = {
  args: { toolbar: 'full', value: '<h2>Trip</h2><p>Pack <code>light</code>.</p>' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = await area(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Heading 2' })).toBeVisible();
    await userEvent.click(text);
    const image = canvas.getByRole('button', { name: 'Image' });
    await userEvent.click(image);
    const address = canvas.getByRole('textbox', { name: 'Image address' });
    await userEvent.type(address, 'javascript:alert(1){Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Give an http or https address');
    await userEvent.clear(address);
    const dot =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    await userEvent.type(canvas.getByRole('textbox', { name: 'Image description' }), 'A dot');
    await userEvent.type(address, `${dot}{Enter}`);
    await expect(text.querySelector('img')).toHaveAttribute('alt', 'A dot');
    await userEvent.click(image);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('group', { name: 'Image address' })).not.toBeInTheDocument();
    await waitFor(() => expect(text).toHaveFocus());
  },
};

/** An image from a file: read as a data URL and put in the text, named by its description. */
export const ImageFromFile: Story = {
  args: { toolbar: 'full', value: '<p>Our new logo:</p>' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = await area(canvasElement);
    await userEvent.click(text);
    await userEvent.click(canvas.getByRole('button', { name: 'Image' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Image description' }), 'A violet square');
    const square = document.createElement('canvas');
    square.width = 40;
    square.height = 40;
    const context = square.getContext('2d')!;
    context.fillStyle = '#6254e0';
    context.fillRect(0, 0, 40, 40);
    const blob = await new Promise<Blob>((resolve) => square.toBlob((b) => resolve(b!), 'image/png'));
    await userEvent.upload(
      canvas.getByLabelText('Or an image from a file'),
      new File([blob], 'logo.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(text.querySelector('img')).toHaveAttribute('alt', 'A violet square'));
    await expect(text.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  },
};

export const AllSkins: Story = { parameters: allSkins };
