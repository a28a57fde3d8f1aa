import { useTranslation } from 'react-i18next';
import type { EditorProps } from '@/ui/editor/Editor';

/** The rich-text editor's toolbar in the reader's language (the `editor` keys of the locale files). */
export function useEditorLabels(): NonNullable<EditorProps['labels']> {
  const { t } = useTranslation();
  return {
    toolbar: t('editor.toolbar'),
    bold: t('editor.bold'),
    italic: t('editor.italic'),
    underline: t('editor.underline'),
    strike: t('editor.strike'),
    bulletList: t('editor.bulletList'),
    orderedList: t('editor.orderedList'),
    blockquote: t('editor.blockquote'),
    undo: t('editor.undo'),
    redo: t('editor.redo'),
  };
}
