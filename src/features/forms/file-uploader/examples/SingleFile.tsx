import { useState } from 'react';
import { FileDrop, type FileRejection } from '@/ui/file-drop/FileDrop';
import { FileList, FileRow } from '@/ui/file-drop/FileRow';
import { Rejections } from './Rejections';

const maxSize = 1_000_000;

/** One PDF: choosing another replaces it, the ✕ removes it; a refused file is named with the reason. */
export default function SingleFile() {
  const [file, setFile] = useState<File>();
  const [rejected, setRejected] = useState<FileRejection[]>([]);
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <FileDrop
        label="Drop your CV here, or press to choose it"
        hint="One PDF, up to 1 MB"
        accept={{ 'application/pdf': ['.pdf'] }}
        maxSize={maxSize}
        onDrop={(accepted, refused) => {
          if (accepted[0]) setFile(accepted[0]);
          setRejected(refused);
        }}
      />
      <Rejections rejected={rejected} types="PDF" maxSize={maxSize} maxFiles={1} />
      {file ? (
        <FileList aria-label="Chosen file">
          <FileRow file={file} status="Ready" removeLabel={`Remove ${file.name}`} onRemove={() => setFile(undefined)} />
        </FileList>
      ) : (
        <p style={{ margin: 0 }}>No file chosen.</p>
      )}
    </div>
  );
}
