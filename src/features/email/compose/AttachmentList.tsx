import { Paperclip, X } from 'lucide-react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { composeLimits } from '@/lib/api/emailRules';
import { useFormat } from '@/lib/format';
import type { Attachment } from './values';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
    gap: var(--space-1);
    max-inline-size: 100%;
    padding: var(--space-1) var(--space-2);
    border: 1px solid var(--c-border);
    border-radius: var(--radius-md);
    font-size: var(--fs-sm);
    overflow-wrap: anywhere;
  }
  small {
    color: var(--c-muted);
  }
  button {
    display: inline-flex;
    padding: 2px;
    border: 0;
    border-radius: 50%;
    background: none;
    color: var(--c-muted);
    cursor: pointer;
  }
  button:hover {
    background: var(--c-hover);
  }
`;

/** A file's size the way people read it. */
export function useFileSize() {
  const { number } = useFormat();
  return (bytes: number) =>
    bytes < 1024
      ? `${number(bytes)} B`
      : bytes < 1024 * 1024
        ? `${number(bytes / 1024, { maximumFractionDigits: 1 })} KB`
        : `${number(bytes / 1024 / 1024, { maximumFractionDigits: 1 })} MB`;
}

/** The files attached to the mail being written, each with its size and a remove button. */
export function AttachmentList({ files, onRemove }: { files: Attachment[]; onRemove: (key: string) => void }) {
  const { t } = useTranslation('email');
  const size = useFileSize();
  if (files.length === 0) return null;
  return (
    <List aria-label={t('email.attachments', { count: files.length })}>
      {files.map((file) => (
        <li key={file.key}>
          <Paperclip aria-hidden size={14} />
          {file.fileName} <small>({size(file.size)})</small>
          <button
            type="button"
            aria-label={t('email.compose.removeFile', { name: file.fileName })}
            onClick={() => onRemove(file.key)}
          >
            <X aria-hidden size={14} />
          </button>
        </li>
      ))}
    </List>
  );
}

/**
 * Files dropped on the mail or picked: at most five, ten MB each. What is refused is said by name
 * and why; what fits is added to `files`.
 */
export function useAttachmentDrop(
  files: Attachment[],
  onFiles: (files: Attachment[]) => void,
  onRefused: (messages: string[]) => void,
) {
  const { t } = useTranslation('email');
  const size = useFileSize();
  const onDrop = (accepted: File[], rejected: FileRejection[]) => {
    const room = Math.max(0, composeLimits.attachments - files.length);
    const taken = accepted.slice(0, room);
    onRefused([
      ...rejected.map(({ file, errors }) =>
        errors.some((e) => e.code === 'file-too-large')
          ? t('email.compose.tooLarge', { name: file.name, size: size(file.size) })
          : t('email.compose.refused', { name: file.name, reason: errors.map((e) => e.message).join(', ') }),
      ),
      ...accepted
        .slice(taken.length)
        .map((file) => t('email.compose.tooMany', { name: file.name, count: composeLimits.attachments })),
    ]);
    if (taken.length === 0) return;
    onFiles([
      ...files,
      ...taken.map((file) => ({
        key: `${file.name}-${file.size}-${file.lastModified}-${files.length}`,
        fileName: file.name,
        size: file.size,
        file,
      })),
    ]);
  };
  return useDropzone({ onDrop, maxSize: composeLimits.attachmentSize, noClick: true, noKeyboard: true });
}
