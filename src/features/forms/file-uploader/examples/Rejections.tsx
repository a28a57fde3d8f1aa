import type { FileRejection } from '@/ui/file-drop/FileDrop';
import { formatBytes } from '@/ui/file-drop/fileRead';

export type RejectionsProps = {
  rejected: readonly FileRejection[];
  /** The accepted types, as people say them ("PDF", "PNG or JPEG"). */
  types: string;
  maxSize: number;
  maxFiles?: number;
};

/** Why each refused file was refused, by name; said aloud when it appears (role alert). */
export function Rejections({ rejected, types, maxSize, maxFiles }: RejectionsProps) {
  const reason = (code: string) => {
    if (code === 'file-too-large') return `larger than ${formatBytes(maxSize)}`;
    if (code === 'file-invalid-type') return `not a ${types} file`;
    if (code === 'too-many-files') return `more than ${maxFiles ?? 1} file${maxFiles === 1 ? '' : 's'} at once`;
    return 'refused';
  };
  return (
    <div role="alert" style={{ color: 'var(--c-danger-text)', fontSize: 'var(--fs-sm)' }}>
      {rejected.length > 0 ? (
        <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
          {rejected.map(({ file, errors }) => (
            <li key={`${file.name}-${file.size}`}>
              {file.name}: {errors.map((error) => reason(error.code)).join(', ')}.
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
