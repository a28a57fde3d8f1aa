import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../button/Button';
import { Input } from '../input/Input';
import { safeImageUrl, safeLinkUrl } from './imageNode';

const Panel = styled.div`
  display: grid;
  gap: var(--space-2);
  padding: var(--space-2) var(--space-3);
  border-block-end: 1px solid var(--c-border);
  background: var(--c-hover);
  font-size: var(--fs-sm);
  label {
    color: var(--c-heading);
    font-weight: var(--fw-medium);
  }
  [role='alert'] {
    margin: 0;
    color: var(--c-danger-text);
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  align-items: center;
  > input {
    flex: 1 1 12rem;
    inline-size: auto;
  }
`;

/** The words of the link and image panels. */
export type InsertPanelLabels = {
  linkAddress: string;
  imageAddress: string;
  imageAlt: string;
  imageFile: string;
  apply: string;
  cancel: string;
  removeLink: string;
  badLink: string;
  badImage: string;
};

export const panelLabels: InsertPanelLabels = {
  linkAddress: 'Link address',
  imageAddress: 'Image address',
  imageAlt: 'Image description',
  imageFile: 'Or an image from a file',
  apply: 'Apply',
  cancel: 'Cancel',
  removeLink: 'Remove link',
  badLink: 'Only web (http, https) and mailto addresses can be linked.',
  badImage: 'Give an http or https address of an image, or pick an image file.',
};

export type InsertPanelProps = {
  kind: 'link' | 'image';
  /** The current link's address, to change it. */
  initial?: string;
  labels: InsertPanelLabels;
  onLink?: (url: string | null) => void;
  onImage?: (src: string, alt: string) => void;
  onClose: () => void;
};

/**
 * The form under the toolbar that asks for a link's address, or an image's (an address or a file,
 * read as a data URL). Addresses that could run code (`javascript:`) are refused with a message.
 * Enter applies, Escape closes; it is not a `<form>`, so it can sit inside one.
 */
export function InsertPanel({ kind, initial = '', labels, onLink, onImage, onClose }: InsertPanelProps) {
  const id = useId();
  const [url, setUrl] = useState(initial);
  const [alt, setAlt] = useState('');
  const [bad, setBad] = useState(false);
  const apply = () => {
    const safe = kind === 'link' ? safeLinkUrl(url) : safeImageUrl(url);
    if (!safe) {
      setBad(true);
      return;
    }
    if (kind === 'link') onLink?.(safe);
    else onImage?.(safe, alt.trim());
  };
  const keys = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      apply();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      onClose();
    }
  };
  const readFile = (file: File | undefined) => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => {
      const src = typeof reader.result === 'string' ? safeImageUrl(reader.result) : undefined;
      if (src) onImage?.(src, alt.trim() || file.name);
      else setBad(true);
    };
    reader.readAsDataURL(file);
  };
  const address = kind === 'link' ? labels.linkAddress : labels.imageAddress;
  return (
    <Panel role="group" aria-label={address} onKeyDown={keys}>
      <label htmlFor={`${id}-url`}>{address}</label>
      <Row>
        <Input
          id={`${id}-url`}
          size="sm"
          value={url}
          onChange={(e) => {
            setUrl(e.target.value);
            setBad(false);
          }}
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          aria-invalid={bad || undefined}
          aria-describedby={bad ? `${id}-bad` : undefined}
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
        />
        <Button type="button" size="sm" onClick={apply}>
          {labels.apply}
        </Button>
        {kind === 'link' && initial ? (
          <Button type="button" size="sm" variant="outline" tone="danger" onClick={() => onLink?.(null)}>
            {labels.removeLink}
          </Button>
        ) : null}
        <Button type="button" size="sm" variant="text" tone="secondary" onClick={onClose}>
          {labels.cancel}
        </Button>
      </Row>
      {kind === 'image' ? (
        <>
          <label htmlFor={`${id}-alt`}>{labels.imageAlt}</label>
          <Input id={`${id}-alt`} size="sm" value={alt} onChange={(e) => setAlt(e.target.value)} />
          <label htmlFor={`${id}-file`}>{labels.imageFile}</label>
          <input
            id={`${id}-file`}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            onChange={(e) => readFile(e.target.files?.[0])}
          />
        </>
      ) : null}
      {bad ? (
        <p id={`${id}-bad`} role="alert">
          {kind === 'link' ? labels.badLink : labels.badImage}
        </p>
      ) : null}
    </Panel>
  );
}
