import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import EditorForm from '@/features/forms/editor/examples/EditorForm';
import FullToolbarExample from '@/features/forms/editor/examples/FullToolbar';
import SanitizedOutputExample from '@/features/forms/editor/examples/SanitizedOutput';
import { EditorPage } from '@/features/forms/editor/EditorPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Forms/Form elements/Editor',
  component: EditorPage,
  parameters: { session: 'admin', route: '/forms/elements/editor', ...pageParameters },
} satisfies Meta<typeof EditorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const area = (root: HTMLElement, name: string) => within(root).findByRole('textbox', { name }, { timeout: 8000 });

/** Three editors, loaded with the page; nothing published yet. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Editor');
    await expect(await area(canvasElement, 'Release notes')).toHaveTextContent('Release notes');
    await expect(await area(canvasElement, 'Announcement')).toHaveTextContent('');
    // The examples' titles (the text being edited has headings of its own).
    const titles = canvas
      .getAllByRole('heading', { level: 2 })
      .filter((h) => !h.closest('[contenteditable]'))
      .map((h) => h.textContent);
    await expect(titles).toEqual(['Full toolbar', 'Sanitized output', 'In a form']);
    await expect(canvas.queryByRole('region', { name: 'Published' })).not.toBeInTheDocument();
  },
};

/** A heading made smaller by the toolbar; a link whose `javascript:` address is refused, then a real one. */
export const FullToolbar: Story = {
  render: () => <FullToolbarExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = await area(canvasElement, 'Release notes');
    await userEvent.tripleClick(text.querySelector('h2')!);
    await expect(canvas.getByRole('button', { name: 'Heading 2' })).toHaveAttribute('aria-pressed', 'true');
    const heading3 = canvas.getByRole('button', { name: 'Heading 3' });
    await userEvent.click(heading3);
    await expect(heading3).toHaveAttribute('aria-pressed', 'true');
    // The editor takes the focus back in the next frame (tiptap's focus command): the caret is in
    // the text again before the next button is used, or the focus would leave the link's field.
    await waitFor(() => expect(text).toHaveFocus());
    const link = canvas.getByRole('button', { name: 'Link' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(link).toHaveAttribute('aria-expanded', 'true');
    const address = canvas.getByRole('textbox', { name: 'Link address' });
    await expect(address).toHaveFocus();
    await userEvent.keyboard('javascript:alert(1){Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Only web (http, https) and mailto addresses');
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(address);
    await userEvent.keyboard('example.com/notes{Enter}');
    await expect(canvas.queryByRole('textbox', { name: 'Link address' })).not.toBeInTheDocument();
    await waitFor(() => expect(text.querySelector('h3 a')).toHaveAttribute('href', 'https://example.com/notes'));
    await waitFor(() => expect(text).toHaveFocus());
  },
};

/** A paragraph made a code block comes out rendered, sanitized, and as raw HTML. */
export const SanitizedOutput: Story = {
  render: () => <SanitizedOutputExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = await area(canvasElement, 'Message');
    await userEvent.tripleClick(text.querySelector('p')!);
    await userEvent.click(canvas.getByRole('button', { name: 'Code block' }));
    const output = canvas.getByRole('region', { name: 'Rendered output' });
    await waitFor(() => expect(output.querySelector('pre')).toHaveTextContent('Hello team, the agenda is ready.'));
    await expect(canvas.getByLabelText('Raw HTML')).toHaveTextContent(
      '<pre><code>Hello team, the agenda is ready.</code></pre>',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(output.querySelector('a')).toHaveAttribute('target', '_blank'));
    await expect(output.querySelector('a')).toHaveAttribute('rel', 'noopener noreferrer');
    // Undo hands the focus back to the text in a later frame; the picture shows the selection in it.
    await waitFor(() => expect(text).toHaveFocus());
  },
};

/** Publishing an empty body is refused at the field with the focus in it; written, it publishes. */
export const InAForm: Story = {
  render: () => <EditorForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = await area(canvasElement, 'Announcement');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Write the announcement before publishing it.');
    await waitFor(() => expect(text).toHaveFocus());
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await userEvent.keyboard('Office closed on Friday.');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    const published = await canvas.findByRole('region', { name: 'Published' });
    await expect(published).toHaveTextContent('Office closed on Friday.');
  },
};
