import type { Editor } from '@tiptap/react';
import {
  Bold,
  Code,
  Heading2,
  Heading3,
  Image,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  SquareCode,
  Strikethrough,
  Underline,
  type LucideIcon,
} from 'lucide-react';

export type Mark =
  | 'bold'
  | 'italic'
  | 'underline'
  | 'strike'
  | 'bulletList'
  | 'orderedList'
  | 'blockquote'
  | 'undo'
  | 'redo'
  | 'heading2'
  | 'heading3'
  | 'code'
  | 'codeBlock'
  | 'link'
  | 'image';

export type Tool = {
  mark: Mark;
  icon: LucideIcon;
  toggle: (editor: Editor) => boolean;
  name: string;
  /** Whether it is on where the caret is (default: `isActive(mark)`). */
  active?: (editor: Editor) => boolean;
};

const heading = (level: 2 | 3): Tool => ({
  mark: level === 2 ? 'heading2' : 'heading3',
  icon: level === 2 ? Heading2 : Heading3,
  name: `Heading ${level}`,
  toggle: (e) => e.chain().focus().toggleHeading({ level }).run(),
  active: (e) => e.isActive('heading', { level }),
});

export const basicTools: Tool[] = [
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

const codeTool: Tool = { mark: 'code', icon: Code, name: 'Code', toggle: (e) => e.chain().focus().toggleCode().run() };
const codeBlockTool: Tool = {
  mark: 'codeBlock',
  icon: SquareCode,
  name: 'Code block',
  toggle: (e) => e.chain().focus().toggleCodeBlock().run(),
};

/** The full toolbar: headings first, then the marks with inline code, the blocks with code blocks. */
export const fullTools: Tool[] = [
  heading(2),
  heading(3),
  ...basicTools.slice(0, 4),
  codeTool,
  ...basicTools.slice(4),
  codeBlockTool,
];

/** The toolbar buttons that open the panel under it. */
export const panelTools: { mark: 'link' | 'image'; icon: LucideIcon; name: string }[] = [
  { mark: 'link', icon: Link2, name: 'Link' },
  { mark: 'image', icon: Image, name: 'Image' },
];
