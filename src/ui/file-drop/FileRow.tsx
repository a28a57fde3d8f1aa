import { FileText, X } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../button/Button';
import { Progress } from '../progress/Progress';
import { formatBytes, useObjectUrlImage } from './fileRead';

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  padding: var(--space-2);
  border: 1px solid var(--c-border);
  border-radius: var(--radius-md);
  background: var(--c-card);
`;

const Thumb = styled.span`
  display: grid;
  flex-shrink: 0;
  place-items: center;
  inline-size: 2.75rem;
  block-size: 2.75rem;
  overflow: hidden;
  border-radius: var(--radius-sm);
  background: var(--c-hover);
  color: var(--c-muted);
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
  svg {
    inline-size: 1.25rem;
    block-size: 1.25rem;
  }
`;

const Body = styled.div`
  display: grid;
  flex: 1;
  gap: 0.125rem;
  min-inline-size: 0;
  strong {
    overflow: hidden;
    color: var(--c-heading);
    font-size: var(--fs-sm);
    font-weight: var(--fw-medium);
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  small {
    color: var(--c-muted);
    font-size: var(--fs-xs);
  }
`;

/** A list for FileRows. */
export const FileList = styled.ul`
  display: grid;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;

export type FileRowProps = {
  file: File;
  /** Shows the image itself (an object URL, revoked when the row goes). */
  preview?: boolean;
  /** Said after the size ("Read", "Waiting"). */
  status?: ReactNode;
  /** 0–100: a bar named `progressLabel`. */
  progress?: number;
  progressLabel?: string;
  /** The remove button's name ("Remove report.pdf"); no button without `onRemove`. */
  removeLabel?: string;
  onRemove?: () => void;
};

/** One picked file in a FileList: its preview or icon, name, size, status, progress, and a remove button. */
export function FileRow({ file, preview, status, progress, progressLabel, removeLabel, onRemove }: FileRowProps) {
  const image = useObjectUrlImage(preview ? file : undefined);
  return (
    <Row>
      <Thumb>{preview ? <img ref={image} alt="" /> : <FileText aria-hidden />}</Thumb>
      <Body>
        <strong>{file.name}</strong>
        <small>
          {formatBytes(file.size)}
          {status ? <> · {status}</> : null}
        </small>
        {progress !== undefined ? (
          <Progress value={progress} label={progressLabel ?? file.name} hideLabel height={6} />
        ) : null}
      </Body>
      {onRemove ? (
        <Button variant="text" tone="secondary" size="sm" iconOnly aria-label={removeLabel} onClick={onRemove}>
          <X aria-hidden />
        </Button>
      ) : null}
    </Row>
  );
}
