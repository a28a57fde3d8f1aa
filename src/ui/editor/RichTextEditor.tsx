import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Italic,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Strikethrough,
  Underline,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import styled from 'styled-components';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  border: 1px solid var(--c-border);
  border-radius: var(--radius-md);
  background: var(--c-input-bg);
  &:focus-within {
    border-color: var(--c-primary);
    box-shadow: 0 0 0 3px var(--c-primary-tint);
  }
  &[aria-invalid='true'] {
    border-color: var(--c-danger);
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 2px;
  padding: var(--space-1);
  border-block-end: 1px solid var(--c-border);
`;

const Tool = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 2rem;
  block-size: 2rem;
  border: 0;
  border-radius: var(--radius-sm);
  background: none;
  color: var(--c-text);
  cursor: pointer;
  &:hover:not(:disabled) {
    background: var(--c-hover);
  }
  &[aria-pressed='true'] {
    background: var(--c-primary-tint);
    color: var(--c-primary-text);
  }
  &:disabled {
    opacity: 0.45;
    cursor: default;
  }
  &:focus-visible {
    outline: 2px solid var(--c-primary);
  }
  svg {
    inline-size: 1rem;
    block-size: 1rem;
  }
`;

const Content = styled(EditorContent)<{ $minRows: number }>`
  flex: 1;
  overflow-y: auto;
  .ProseMirror {
    min-block-size: ${(p) => p.$minRows * 1.5}rem;
    padding: var(--space-3);
    color: var(--c-text);
    line-height: 1.5;
    outline: none;
    overflow-wrap: anywhere;
  }
  .ProseMirror > :first-child {
    margin-block-start: 0;
  }
  .ProseMirror > :last-child {
    margin-block-end: 0;
  }
  blockquote {
    margin-inline: 0;
    padding-inline-start: var(--space-3);
    border-inline-start: 3px solid var(--c-border);
    color: var(--c-muted);
  }
  a {
    color: var(--c-primary-text);
  }
`;

export type RichTextEditorProps = {
  /** HTML: what the editor starts with (later changes of the prop are not applied; remount with a `key`). */
  value: string;
  onChange: (html: string) => void;
  /** The editing area's accessible name. */
  label: string;
  /** Names of the toolbar's buttons, in the reader's language. */
  labels?: Partial<Record<Mark, string>> & { toolbar?: string };
  /** Height of the empty editing area, in lines. */
  minRows?: number;
  invalid?: boolean;
  /** Ids of the elements that describe the area (a hint, an error). */
  describedBy?: string;
  /** Puts the caret at the end of the text when the editor appears. */
  initialFocus?: boolean;
};

type Mark = 'bold' | 'italic' | 'underline' | 'strike' | 'bulletList' | 'orderedList' | 'blockquote' | 'undo' | 'redo';

const tools: { mark: Mark; icon: LucideIcon; toggle: (editor: Editor) => boolean; name: string }[] = [
  { mark: 'bold', icon: Bold, name: 'Bold', toggle: (e) => e.chain().focus().toggleBold().run() },
  { mark: 'italic', icon: Italic, name: 'Italic', toggle: (e) => e.chain().focus().toggleItalic().run() },
  { mark: 'underline', icon: Underline, name: 'Underline', toggle: (e) => e.chain().focus().toggleUnderline().run() },
  { mark: 'strike', icon: Strikethrough, name: 'Strikethrough', toggle: (e) => e.chain().focus().toggleStrike().run() },
  { mark: 'bulletList', icon: List, name: 'Bulleted list', toggle: (e) => e.chain().focus().toggleBulletList().run() },
  {
    mark: 'orderedList',
    icon: ListOrdered,
    name: 'Numbered list',
    toggle: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  { mark: 'blockquote', icon: Quote, name: 'Quote', toggle: (e) => e.chain().focus().toggleBlockquote().run() },
];

/**
 * A rich-text editor (Tiptap's starter kit): bold, italic, underline, strike, lists, quotes, links
 * typed as URLs, undo and redo, with a toolbar whose buttons say whether they are on. Its value is
 * HTML: sanitize it wherever it is shown outside the editor. The library is about 130 KB gzipped, so
 * load this component where it is used (`lazy(() => import('@/ui/editor/RichTextEditor'))`).
 */
export function RichTextEditor({
  value,
  onChange,
  label,
  labels = {},
  minRows = 6,
  invalid,
  describedBy,
  initialFocus,
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      }),
    ],
    content: value,
    autofocus: initialFocus ? 'end' : false,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy && { 'aria-describedby': describedBy }),
        ...(invalid && { 'aria-invalid': 'true' }),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: Object.fromEntries(tools.map((tool) => [tool.mark, current.isActive(tool.mark)])),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  return (
    <Frame aria-invalid={invalid || undefined}>
      <Bar role="toolbar" aria-label={labels.toolbar ?? 'Formatting'}>
        {tools.map(({ mark, icon: Icon, toggle, name }) => (
          <Tool
            key={mark}
            type="button"
            aria-label={labels[mark] ?? name}
            title={labels[mark] ?? name}
            aria-pressed={state.active[mark] ?? false}
            onClick={() => toggle(editor)}
          >
            <Icon aria-hidden />
          </Tool>
        ))}
        <Tool
          type="button"
          aria-label={labels.undo ?? 'Undo'}
          title={labels.undo ?? 'Undo'}
          disabled={!state.canUndo}
          onClick={() => editor.chain().focus().undo().run()}
        >
          <Undo2 aria-hidden />
        </Tool>
        <Tool
          type="button"
          aria-label={labels.redo ?? 'Redo'}
          title={labels.redo ?? 'Redo'}
          disabled={!state.canRedo}
          onClick={() => editor.chain().focus().redo().run()}
        >
          <Redo2 aria-hidden />
        </Tool>
      </Bar>
      <Content editor={editor} $minRows={minRows} />
    </Frame>
  );
}

export default RichTextEditor;
