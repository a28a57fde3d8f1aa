import { useState } from 'react';
import { FileDrop } from '@/ui/file-drop/FileDrop';
import { useReadProgress } from '@/ui/file-drop/fileRead';
import { FileList, FileRow } from '@/ui/file-drop/FileRow';

/** One file being read: its bar follows FileReader's progress events. */
function Reading({ file, onRemove }: { file: File; onRemove: () => void }) {
  const { percent, error } = useReadProgress(file);
  let status = `Reading, ${percent}%`;
  if (error) status = `Could not be read: ${error}`;
  else if (percent === 100) status = 'Read';
  return (
    <FileRow
      file={file}
      status={status}
      progress={percent}
      progressLabel={`Reading ${file.name}`}
      removeLabel={`Remove ${file.name}`}
      onRemove={onRemove}
    />
  );
}

/**
 * Progress per file, measured for real: each file is read in the browser with FileReader (nothing
 * is sent anywhere), and its bar moves with the reader's progress events. Large files show it best.
 */
export default function ReadProgress() {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <FileDrop
        label="Drop any files here, or press to choose them"
        hint="Read in your browser; nothing is uploaded"
        multiple
        onDrop={(accepted) => setFiles((old) => [...old, ...accepted])}
      />
      <FileList aria-label="Files read">
        {files.map((file) => (
          <Reading
            key={`${file.name}-${file.lastModified}`}
            file={file}
            onRemove={() => setFiles((old) => old.filter((other) => other !== file))}
          />
        ))}
      </FileList>
    </div>
  );
}
