import { Slider as RadixSlider } from 'radix-ui';
import styled, { css } from 'styled-components';
import type { Tone } from '../theme/tokens';

export const Root = styled.div<{ $vertical: boolean }>`
  display: grid;
  gap: var(--space-2);
  ${(p) =>
    p.$vertical &&
    css`
      justify-items: center;
      inline-size: max-content;
    `}
`;

export const Head = styled.div`
  display: flex;
  justify-content: space-between;
  gap: var(--space-3);
  font-size: var(--fs-sm);
  color: var(--c-heading);
  > span:first-child {
    font-weight: var(--fw-medium);
  }
  output {
    color: var(--c-muted);
  }
`;

export const Bar = styled(RadixSlider.Root)<{ $tone: Tone; $height: string; $room: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  touch-action: none;
  user-select: none;
  --slider-tone: var(--c-${(p) => p.$tone});
  /* Room over the track for a tooltip that always shows, so it never covers the label. */
  margin-block-start: ${(p) => (p.$room ? '1.75rem' : '0')};
  &[data-orientation='horizontal'] {
    inline-size: 100%;
    block-size: 1.25rem;
  }
  &[data-orientation='vertical'] {
    flex-direction: column;
    inline-size: 1.25rem;
    block-size: ${(p) => p.$height};
  }
  &[data-disabled] {
    opacity: 0.5;
  }
`;

export const Track = styled(RadixSlider.Track)`
  position: relative;
  flex-grow: 1;
  border-radius: 999px;
  background: var(--c-hover);
  &[data-orientation='horizontal'] {
    block-size: 0.375rem;
  }
  &[data-orientation='vertical'] {
    inline-size: 0.375rem;
  }
`;

export const Range = styled(RadixSlider.Range)`
  position: absolute;
  border-radius: inherit;
  background: var(--slider-tone);
  &[data-orientation='horizontal'] {
    block-size: 100%;
  }
  &[data-orientation='vertical'] {
    inline-size: 100%;
  }
`;

export const Bubble = styled.span`
  position: absolute;
  inset-block-end: calc(100% + 0.5rem);
  left: 50%;
  transform: translateX(-50%);
  padding: 0.125rem 0.5rem;
  border-radius: var(--radius-sm);
  background: var(--c-heading);
  color: var(--c-raised);
  font-size: var(--fs-xs);
  white-space: nowrap;
  pointer-events: none;
  visibility: hidden;
`;

export const Thumb = styled(RadixSlider.Thumb)<{ $tooltip: 'auto' | 'always' }>`
  position: relative;
  display: block;
  inline-size: 1.125rem;
  block-size: 1.125rem;
  border: 2px solid var(--slider-tone);
  border-radius: 50%;
  background: var(--c-raised);
  box-shadow: var(--shadow);
  cursor: grab;
  transition: box-shadow var(--transition);
  &:hover {
    box-shadow: 0 0 0 0.375rem color-mix(in srgb, var(--slider-tone) 16%, transparent);
  }
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 0.25rem color-mix(in srgb, var(--slider-tone) 40%, transparent);
  }
  &[data-disabled] {
    cursor: not-allowed;
  }
  ${(p) =>
    p.$tooltip === 'always'
      ? css`
          ${Bubble} {
            visibility: visible;
          }
        `
      : css`
          &:hover ${Bubble}, &:focus-visible ${Bubble}, &:active ${Bubble} {
            visibility: visible;
          }
        `}
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const Marks = styled.div<{ $vertical: boolean }>`
  position: relative;
  font-size: var(--fs-xs);
  color: var(--c-muted);
  ${(p) =>
    p.$vertical
      ? css`
          display: none;
        `
      : css`
          block-size: 1.25rem;
          margin-inline: 0.5625rem;
        `}
  > span {
    position: absolute;
    transform: translateX(-50%);
    white-space: nowrap;
    [dir='rtl'] & {
      transform: translateX(50%);
    }
  }
`;

/** Over the track, inset by half a thumb: where the thumbs' centres run, so a tick sits under its value. */
export const Ticks = styled.span`
  position: absolute;
  pointer-events: none;
  &[data-orientation='horizontal'] {
    inset-block: 0;
    inset-inline: 0.5625rem;
  }
  &[data-orientation='vertical'] {
    inset-inline: 0;
    inset-block: 0.5625rem;
  }
`;

export const Tick = styled.span`
  position: absolute;
  inline-size: 0.25rem;
  block-size: 0.25rem;
  margin-block-end: -0.125rem;
  margin-inline-start: -0.125rem;
  border-radius: 50%;
  background: var(--c-muted);
`;
