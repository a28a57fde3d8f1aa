import { useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Redo2, Undo2 } from 'lucide-react';
import { useImperativeHandle, useState, type Ref } from 'react';
import { useKitLabels } from '../shared/kitLabels';
import { Bar, Content, Frame, ToolButton as Tool } from './editorParts';
import { basicTools, fullTools, panelTools, type Mark } from './editorTools';
import { ImageNode } from './imageNode';
import { InsertPanel, panelLabels, type InsertPanelLabels } from './InsertPanel';

export type RichTextEditorProps = {
  /** HTML: what the editor starts with (later changes of the prop are not applied; remount with a `key`). */
  value: string;
  onChange: (html: string) => void;
  /** Told when the focus leaves the text (a form's "touched"). */
  onBlur?: () => void;
  /** The editing area's accessible name. */
  label: string;
  /** Names of the toolbar's buttons and the link and image panel's words, in the reader's language. */
  labels?: Partial<Record<Mark, string>> & Partial<InsertPanelLabels> & { toolbar?: string };
  /**
   * `basic` (default): marks, lists and quotes. `full` adds headings, inline code, code blocks,
   * links (an address asked for, `javascript:` refused) and images (an address or a file).
   */
  toolbar?: 'basic' | 'full';
  /** Gets `{ focus }`, e.g. react-hook-form's `field.ref`, so a form can focus the editor on an error. */
  focusRef?: Ref<{ focus: () => void }>;
  /** Height of the empty editing area, in lines. */
  minRows?: number;
  invalid?: boolean;
  /** Ids of the elements that describe the area (a hint, an error). */
  describedBy?: string;
  /** Puts the caret at the end of the text when the editor appears. */
  initialFocus?: boolean;
};

/**
 * A rich-text editor (Tiptap's starter kit): bold, italic, underline, strike, lists, quotes, links
 * typed as URLs, undo and redo, with a toolbar whose buttons say whether they are on; with
 * `toolbar="full"`, also headings, code, code blocks, links by address and images. Its value is
 * HTML: sanitize it wherever it is shown outside the editor. The library is about 130 KB gzipped, so
 * load this component where it is used (`lazy(() => import('@/ui/editor/RichTextEditor'))`).
 */
export function RichTextEditor({
  value,
  onChange,
  onBlur,
  label,
  labels = {},
  minRows = 6,
  invalid,
  describedBy,
  initialFocus,
  toolbar = 'basic',
  focusRef,
}: RichTextEditorProps) {
  const full = toolbar === 'full';
  const tools = full ? fullTools : basicTools;
  const [panel, setPanel] = useState<'link' | 'image' | null>(null);
  const kit = useKitLabels();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['http', 'https', 'mailto'],
          isAllowedUri: (url) => /^(?:https?:|mailto:)/i.test(url),
        },
      }),
      ...(full ? [ImageNode] : []),
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
    onBlur: () => onBlur?.(),
  });
  useImperativeHandle(focusRef, () => ({ focus: () => editor.commands.focus() }), [editor]);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: Object.fromEntries(
        [...tools, ...panelTools].map((tool) => [
          tool.mark,
          'active' in tool && tool.active ? tool.active(current) : current.isActive(tool.mark),
        ]),
      ),
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
        {full &&
          panelTools.map(({ mark, icon: Icon, name }) => (
            <Tool
              key={mark}
              type="button"
              aria-label={labels[mark] ?? name}
              title={labels[mark] ?? name}
              aria-pressed={mark === 'link' ? (state.active.link ?? false) : undefined}
              aria-expanded={panel === mark}
              onClick={() => setPanel(panel === mark ? null : mark)}
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
      {panel ? (
        <InsertPanel
          key={panel}
          kind={panel}
          initial={panel === 'link' ? (editor.getAttributes('link').href as string | undefined) : undefined}
          labels={{ ...panelLabels, cancel: kit.cancel, ...labels }}
          onLink={(href) => {
            setPanel(null);
            const chain = editor.chain().focus().extendMarkRange('link');
            if (href === null) chain.unsetLink().run();
            else if (editor.state.selection.empty && !editor.isActive('link'))
              chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
            else chain.setLink({ href }).run();
          }}
          onImage={(src, alt) => {
            setPanel(null);
            editor.chain().focus().insertContent({ type: 'image', attrs: { src, alt } }).run();
          }}
          onClose={() => {
            setPanel(null);
            editor.commands.focus();
          }}
        />
      ) : null}
      <Content editor={editor} $minRows={minRows} />
    </Frame>
  );
}

export default RichTextEditor;
