import { ImageUp, Undo2 } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { blogImageTypes, blogLimits } from '@/lib/api/blogRules';
import { useFormat } from '@/lib/format';
import { Button } from '@/ui/button/Button';
import { publicUrl } from '@/lib/publicUrl';

const Zone = styled.div<{ $active: boolean; $invalid: boolean }>`
  display: grid;
  gap: var(--space-3);
  padding: var(--space-4);
  border: 2px dashed ${(p) => (p.$invalid ? 'var(--c-danger)' : p.$active ? 'var(--c-primary)' : 'var(--c-border)')};
  border-radius: var(--radius-lg);
  background: ${(p) => (p.$active ? 'var(--c-primary-tint)' : 'transparent')};
  @media (min-width: 40rem) {
    grid-template-columns: 16rem minmax(0, 1fr);
    align-items: center;
  }
  img {
    display: block;
    inline-size: 100%;
    block-size: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: var(--radius-md);
  }
  p {
    margin: 0;
  }
`;

const Side = styled.div`
  display: grid;
  gap: var(--space-2);
  justify-items: start;
  small {
    color: var(--c-muted);
  }
`;

const Problem = styled.p`
  color: var(--c-danger-text);
  font-size: var(--fs-sm);
`;

const accept = Object.fromEntries(blogImageTypes.map((type) => [type, []]));

type Props = {
  /** The picture the post has (a site path or a data URL). */
  current: string;
  /** A picture dropped and not saved yet. */
  file: File | null;
  onFile: (file: File | null) => void;
  /** The server's refusal of the picture. */
  error?: string;
  labelledBy: string;
};

/**
 * The featured image: a picture dropped on the box or chosen, shown at once (an object URL that lives
 * as long as its preview: revoked when another is chosen or the form goes). Only PNG, JPEG, GIF or
 * WebP of 1 MB at most; anything else is refused by name, saying why.
 */
export function FeaturedImageField({ current, file, onFile, error, labelledBy }: Props) {
  const { t } = useTranslation('blog');
  const { number } = useFormat();
  const hintId = useId();
  const [refused, setRefused] = useState<string>();
  const megabytes = (bytes: number) => number(bytes / 1024 / 1024, { maximumFractionDigits: 1 });
  const onDrop = (accepted: File[], rejected: FileRejection[]) => {
    const [first] = rejected;
    const code = first?.errors[0]?.code;
    setRefused(
      first &&
        (code === 'file-too-large'
          ? t('blog.imageTooLarge', {
              name: first.file.name,
              size: megabytes(first.file.size),
              max: megabytes(blogLimits.imageBytes),
            })
          : code === 'too-many-files'
            ? t('blog.imageOnlyOne')
            : t('blog.imageWrongType', { name: first.file.name })),
    );
    if (accepted[0]) onFile(accepted[0]);
  };
  const dropzone = useDropzone({
    onDrop,
    accept,
    maxSize: blogLimits.imageBytes,
    multiple: false,
    noClick: true,
    noKeyboard: true,
  });
  // The preview's object URL is made for its picture and revoked with it (React 19 ref cleanup).
  const preview = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img || !file) return;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  const problem = refused ?? error;
  return (
    <Zone
      {...dropzone.getRootProps()}
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={hintId}
      $active={dropzone.isDragActive}
      $invalid={problem !== undefined}
    >
      {file ? (
        <img
          key={`${file.name}-${file.lastModified}-${file.size}`}
          ref={preview}
          alt={t('blog.newImage', { name: file.name })}
          width={640}
          height={360}
        />
      ) : (
        <img src={publicUrl(current)} alt={t('blog.currentImage')} width={640} height={360} />
      )}
      <Side>
        <input {...dropzone.getInputProps({ 'aria-label': t('blog.chooseImage') })} />
        <p>{dropzone.isDragActive ? t('blog.dropHere') : t('blog.dragImage')}</p>
        <Button type="button" variant="outline" size="sm" startIcon={<ImageUp aria-hidden />} onClick={dropzone.open}>
          {t('blog.chooseImage')}
        </Button>
        {file && (
          <Button type="button" variant="text" size="sm" startIcon={<Undo2 aria-hidden />} onClick={() => onFile(null)}>
            {t('blog.keepImage')}
          </Button>
        )}
        <small id={hintId}>{t('blog.imageHint', { size: megabytes(blogLimits.imageBytes) })}</small>
        {problem && <Problem role="alert">{problem}</Problem>}
      </Side>
    </Zone>
  );
}
