import { useState } from 'react';
import { FileDrop, type FileRejection } from '@/ui/file-drop/FileDrop';
import { FileList, FileRow } from '@/ui/file-drop/FileRow';
import { Rejections } from './Rejections';

const maxSize = 2_000_000;
const maxFiles = 4;

/**
 * Up to four images, each shown as a preview (an object URL, revoked when the image is removed).
 * Further drops add to the list until it is full.
 */
export default function MultipleImages() {
  const [images, setImages] = useState<File[]>([]);
  const [rejected, setRejected] = useState<FileRejection[]>([]);
  const room = maxFiles - images.length;
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <FileDrop
        label="Drop photos here, or press to choose them"
        hint={`PNG, JPEG or WebP, up to 2 MB each; room for ${room} more`}
        accept={{ 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'], 'image/webp': ['.webp'] }}
        maxSize={maxSize}
        multiple
        maxFiles={room}
        disabled={room === 0}
        onDrop={(accepted, refused) => {
          setImages((old) => [...old, ...accepted]);
          setRejected(refused);
        }}
      />
      <Rejections rejected={rejected} types="PNG, JPEG or WebP" maxSize={maxSize} maxFiles={room} />
      <FileList aria-label="Photos">
        {images.map((image) => (
          <FileRow
            key={`${image.name}-${image.lastModified}`}
            file={image}
            preview
            removeLabel={`Remove ${image.name}`}
            onRemove={() => setImages((old) => old.filter((other) => other !== image))}
          />
        ))}
      </FileList>
    </div>
  );
}
