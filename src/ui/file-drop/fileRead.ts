import { useCallback, useEffect, useState } from 'react';

/** A size in bytes as people read it, in the reader's language ("820 kB", "1.4 MB"). */
export function formatBytes(bytes: number, locale?: string) {
  const [unit, value] =
    bytes >= 1_000_000
      ? (['megabyte', bytes / 1_000_000] as const)
      : (['kilobyte', Math.max(bytes / 1000, 0.1)] as const);
  return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

/**
 * A ref for an `<img>` that shows a picked file (an image preview): the object URL is made when the
 * image element appears and revoked when it goes or the file changes, so the browser frees the memory.
 */
export function useObjectUrlImage(file: File | undefined) {
  return useCallback(
    (img: HTMLImageElement | null) => {
      if (!img || !file) return undefined;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
}

/** How far the reading of a file has got: 0–100, and the error if it failed. */
export type ReadProgress = { percent: number; error?: string };

/**
 * Reads a file in the browser (FileReader) and follows its `progress` events, the real measure of
 * how much of it has been read; `onDone` gets its bytes. Cancelled when the file goes.
 */
export function useReadProgress(file: File, onDone?: (bytes: ArrayBuffer) => void): ReadProgress {
  const [progress, setProgress] = useState<ReadProgress>({ percent: 0 });
  useEffect(() => {
    const reader = new FileReader();
    reader.onprogress = (e) => {
      if (e.lengthComputable) setProgress({ percent: Math.round((e.loaded / e.total) * 100) });
    };
    reader.onload = () => {
      setProgress({ percent: 100 });
      if (reader.result instanceof ArrayBuffer) onDone?.(reader.result);
    };
    reader.onerror = () => setProgress({ percent: 0, error: reader.error?.message ?? 'unreadable' });
    reader.readAsArrayBuffer(file);
    return () => reader.abort();
    // onDone is told once, for the file it was given with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file]);
  return progress;
}
