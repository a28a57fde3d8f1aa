import { EditorContent } from '@tiptap/react';
import styled from 'styled-components';

/** The editor's frame, toolbar, toolbar buttons and editing area, in the theme's variables. */
export const Frame = styled.div`
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

export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 2px;
  padding: var(--space-1);
  border-block-end: 1px solid var(--c-border);
`;

export const ToolButton = styled.button`
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

export const Content = styled(EditorContent)<{ $minRows: number }>`
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
  img {
    display: block;
    max-inline-size: 100%;
    block-size: auto;
    border-radius: var(--radius-sm);
  }
  img.ProseMirror-selectednode {
    outline: 2px solid var(--c-primary);
  }
  code {
    padding: 0.0625rem 0.25rem;
    border-radius: var(--radius-sm);
    background: var(--c-hover);
    font-family: var(--font-mono);
    font-size: 0.9em;
  }
  pre {
    padding: var(--space-2) var(--space-3);
    border-radius: var(--radius-md);
    background: var(--c-hover);
    overflow-x: auto;
  }
  pre code {
    padding: 0;
    background: none;
  }
`;
