import { UploadCloud } from 'lucide-react';
import type { ReactNode } from 'react';
import { useDropzone, type Accept, type FileRejection } from 'react-dropzone';
import styled from 'styled-components';

export type { FileRejection } from 'react-dropzone';

const Zone = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--space-1);
  inline-size: 100%;
  padding: var(--space-5) var(--space-4);
  border: 2px dashed var(--c-border);
  border-radius: var(--radius-lg);
  background: var(--c-input-bg);
  color: var(--c-text);
  font: inherit;
  text-align: center;
  cursor: pointer;
  transition:
    border-color var(--transition),
    background-color var(--transition);
  &:hover:not(:disabled),
  &[data-drag='accept'] {
    border-color: var(--c-primary);
    background: var(--c-primary-tint);
  }
  &[data-drag='reject'] {
    border-color: var(--c-danger-text);
    background: var(--c-danger-tint);
  }
  &:focus-visible {
    outline: none;
    border-color: var(--c-primary);
    box-shadow: var(--focus-ring);
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  > svg {
    inline-size: 2rem;
    block-size: 2rem;
    color: var(--c-primary-text);
  }
  strong {
    color: var(--c-heading);
    font-weight: var(--fw-semibold);
  }
  small {
    color: var(--c-muted);
    font-size: var(--fs-sm);
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export type FileDropProps = {
  /** What the zone says, its name as a button ("Drop a file here or press to choose one"). */
  label: ReactNode;
  /** The rules under it ("PDF, up to 1 MB"): part of its name, so they are heard too. */
  hint?: ReactNode;
  /** Types it takes, as react-dropzone's `accept` (`{ 'image/*': ['.png', '.jpg'] }`); the picker shows only those. */
  accept?: Accept;
  /** The largest size of one file, in bytes. */
  maxSize?: number;
  multiple?: boolean;
  /** At most this many files in one drop (multiple). */
  maxFiles?: number;
  /** Told of each drop or choice: the files taken and those refused, with why. */
  onDrop: (accepted: File[], rejected: FileRejection[]) => void;
  disabled?: boolean;
};

/**
 * A zone to drop files on (react-dropzone) that is a button: Enter, Space or a click opens the
 * system's file picker, so it works by keyboard. It checks each file's type and size and tells
 * `onDrop` which it took and which it refused; listing them is up to the page (see FileRow).
 * react-dropzone is about 10 KB gzipped: only the pages that show this component load it.
 */
export function FileDrop({
  label,
  hint,
  accept,
  maxSize,
  multiple = false,
  maxFiles,
  onDrop,
  disabled,
}: FileDropProps) {
  const dropzone = useDropzone({
    accept,
    maxSize,
    multiple,
    maxFiles: multiple ? maxFiles : 1,
    onDrop: (accepted, rejected) => onDrop(accepted, rejected),
    disabled,
    // A button opens the picker by itself on Enter and Space.
    noKeyboard: true,
  });
  let drag: 'accept' | 'reject' | undefined;
  if (dropzone.isDragReject) drag = 'reject';
  else if (dropzone.isDragAccept) drag = 'accept';
  return (
    <div>
      <Zone type="button" disabled={disabled} data-drag={drag} {...dropzone.getRootProps({ role: 'button' })}>
        <UploadCloud aria-hidden />
        <strong>{label}</strong>
        {hint ? <small>{hint}</small> : null}
      </Zone>
      <input {...dropzone.getInputProps()} />
    </div>
  );
}
