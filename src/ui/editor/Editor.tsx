import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import type { RichTextEditorProps } from './RichTextEditor';

export type { RichTextEditorProps as EditorProps } from './RichTextEditor';

/** Loads the editor's code (Tiptap, about 130 KB gzipped): call it when the editor is about to be wanted. */
export const loadEditor = () => import('./RichTextEditor');
const RichTextEditor = lazy(loadEditor);

/** An empty document as the editor writes it. */
export const isEmptyHtml = (html: string) => html.replace(/<p><\/p>|<br\s*\/?>|\s|&nbsp;/g, '') === '';

const Placeholder = styled.div<{ $minRows: number }>`
  display: grid;
  place-items: center;
  /* The toolbar and the editing area, so nothing moves when the editor arrives. */
  min-block-size: calc(2.625rem + ${(p) => p.$minRows * 1.5}rem + 2 * var(--space-3) + 2px);
  border: 1px solid var(--c-border);
  border-radius: var(--radius-md);
  background: var(--c-input-bg);
  color: var(--c-muted);
  font-size: var(--fs-sm);
`;

/**
 * The rich-text editor, loaded with its first render: until its code arrives a box of the same size
 * says so. See RichTextEditor for what it does.
 */
export function Editor(props: RichTextEditorProps & { loadingLabel?: string }) {
  const { loadingLabel = 'Loading the editor…', ...rest } = props;
  return (
    <Suspense
      fallback={
        <Placeholder $minRows={rest.minRows ?? 6} role="status">
          {loadingLabel}
        </Placeholder>
      }
    >
      <RichTextEditor {...rest} />
    </Suspense>
  );
}
