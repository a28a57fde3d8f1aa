import { useState } from 'react';
import styled, { css, keyframes } from 'styled-components';
import type { Tone } from '../theme/tokens';

const sizes = { xs: 24, sm: 32, md: 40, lg: 56, xl: 72 } as const;
export type AvatarSize = keyof typeof sizes;
export type AvatarStatus = 'online' | 'offline' | 'busy' | 'away';

const statusColor: Record<AvatarStatus, string> = {
  online: 'var(--c-success)',
  offline: 'var(--c-secondary)',
  busy: 'var(--c-danger)',
  away: 'var(--c-warning)',
};

export type AvatarProps = {
  /** The person or thing shown; used for the alt text and the initials. */
  name: string;
  src?: string;
  size?: AvatarSize;
  tone?: Tone;
  status?: AvatarStatus;
  /** The status in words (the reader's language); by default its English name. */
  statusLabel?: string;
  shape?: 'circle' | 'rounded';
  className?: string;
};

const Wrap = styled.span<{ $size: number }>`
  position: relative;
  display: inline-flex;
  flex-shrink: 0;
  inline-size: ${(p) => p.$size}px;
  block-size: ${(p) => p.$size}px;
`;

const Root = styled.span<{ $tone: Tone; $shape: 'circle' | 'rounded'; $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 100%;
  block-size: 100%;
  overflow: hidden;
  border-radius: ${(p) => (p.$shape === 'circle' ? '50%' : 'var(--radius-md)')};
  background: var(--c-${(p) => p.$tone}-tint);
  color: var(--c-${(p) => p.$tone}-text);
  font-size: ${(p) => Math.max(10, Math.round(p.$size * 0.38))}px;
  font-weight: var(--fw-semibold);
  user-select: none;
`;

const Image = styled.img`
  inline-size: 100%;
  block-size: 100%;
  object-fit: cover;
`;

const reveal = keyframes`from { visibility: hidden; } to { visibility: visible; }`;

/**
 * The initials: while a picture loads, they wait 300 ms, so a picture that comes quickly never flashes
 * them. They are drawn, not written: the element is an image named by the person's name, and a button
 * around an avatar is named by its own label, which visible letters would contradict ("JD" in a button
 * named "Account menu of John Doe").
 */
const Fallback = styled.span<{ $waiting: boolean }>`
  &::before {
    content: attr(data-initials);
  }
  ${(p) =>
    p.$waiting &&
    css`
      animation: ${reveal} 0s linear 300ms both;
    `}
`;

type Loading = { src: string; status: 'loaded' | 'failed' };

const Status = styled.span<{ $status: AvatarStatus }>`
  position: absolute;
  inset-block-end: 0;
  inset-inline-end: 0;
  inline-size: 28%;
  block-size: 28%;
  min-inline-size: 8px;
  min-block-size: 8px;
  border-radius: 50%;
  background: ${(p) => statusColor[p.$status]};
  box-shadow: 0 0 0 2px var(--c-card);
`;

export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** A picture, or the name's initials when there is none or it fails to load. */
export function Avatar({
  name,
  src,
  size = 'md',
  tone = 'primary',
  status,
  statusLabel = status,
  shape = 'circle',
  className,
}: AvatarProps) {
  const px = sizes[size];
  // How the picture last given fared; a new `src` starts over.
  const [loading, setLoading] = useState<Loading>();
  const picture = !src ? 'none' : loading?.src === src ? loading.status : 'loading';
  return (
    <Wrap $size={px} className={className}>
      <Root $tone={tone} $shape={shape} $size={px}>
        {src && picture !== 'failed' && (
          <Image
            src={src}
            alt={name}
            hidden={picture !== 'loaded'}
            onLoad={() => setLoading({ src, status: 'loaded' })}
            onError={() => setLoading({ src, status: 'failed' })}
          />
        )}
        {/* Shown only while there is no loaded picture (none given, or it failed), so it names the person. */}
        {picture !== 'loaded' && (
          <Fallback $waiting={picture === 'loading'} aria-label={name} role="img" data-initials={initials(name)} />
        )}
      </Root>
      {/* Not colour alone: named for assistive technology, and in a tooltip for the pointer. */}
      {status && <Status $status={status} role="img" aria-label={statusLabel} title={statusLabel} />}
    </Wrap>
  );
}
