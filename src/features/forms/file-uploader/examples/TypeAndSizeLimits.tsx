import { useState } from 'react';
import { FileDrop, type FileRejection } from '@/ui/file-drop/FileDrop';
import { FileList, FileRow } from '@/ui/file-drop/FileRow';
import { Rejections } from './Rejections';

const maxSize = 50_000;

/** Only CSV files of 50 kB at most: the others are refused, each by name with its reason. */
export default function TypeAndSizeLimits() {
  const [sheets, setSheets] = useState<File[]>([]);
  const [rejected, setRejected] = useState<FileRejection[]>([]);
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <FileDrop
        label="Drop CSV files here, or press to choose them"
        hint="CSV only, 50 kB at most each"
        accept={{ 'text/csv': ['.csv'] }}
        maxSize={maxSize}
        multiple
        onDrop={(accepted, refused) => {
          setSheets((old) => [...old, ...accepted]);
          setRejected(refused);
        }}
      />
      <Rejections rejected={rejected} types="CSV" maxSize={maxSize} />
      <FileList aria-label="Accepted files">
        {sheets.map((sheet) => (
          <FileRow key={`${sheet.name}-${sheet.lastModified}`} file={sheet} status="Accepted" />
        ))}
      </FileList>
    </div>
  );
}
