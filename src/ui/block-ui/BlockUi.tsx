import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from '../spinner/Spinner';

const Root = styled.div`
  position: relative;
`;

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  z-index: 2;
  display: grid;
  place-items: center;
  border-radius: inherit;
  background: color-mix(in srgb, var(--c-card) 70%, transparent);
  cursor: wait;
`;

export type BlockUiProps = {
  /** While true, the content is covered (and inert) and a spinner says why. */
  blocking: boolean;
  /** What the spinner announces: "Refreshing". */
  label: string;
  children: ReactNode;
  className?: string;
};

/**
 * Covers content that is being replaced (a refresh, a save) so it cannot be used half-updated; the
 * content stays visible under the veil and comes back usable when `blocking` ends.
 */
export function BlockUi({ blocking, label, children, className }: BlockUiProps) {
  return (
    <Root className={className} aria-busy={blocking || undefined}>
      <div inert={blocking}>{children}</div>
      {blocking && (
        <Overlay>
          <Spinner label={label} />
        </Overlay>
      )}
    </Root>
  );
}
