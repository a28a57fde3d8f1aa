import { useLayoutEffect, useRef, type ReactNode } from 'react';
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
  padding: var(--space-4);
  border-radius: inherit;
  background: color-mix(in srgb, var(--c-card) 70%, transparent);
  cursor: wait;
  &:focus {
    outline: none;
  }
`;

const Veil = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--space-3);
  text-align: center;
  cursor: default;
`;

const Message = styled.span`
  font-weight: var(--fw-medium);
  color: var(--c-heading);
`;

export type BlockUiProps = {
  /** While true, the content is covered (and inert) and a spinner says why. */
  blocking: boolean;
  /** What the spinner announces: "Refreshing". */
  label: string;
  /** Shows `label` under the spinner too, for everyone to read (a longer wait, a custom message). */
  showLabel?: boolean;
  /** A control on the veil while it blocks: a Cancel button that stops the work. */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
};

/**
 * Covers content that is being replaced (a refresh, a save) so it cannot be used half-updated; the
 * content stays visible under the veil and comes back usable when `blocking` ends. When the focus was
 * inside the content (the Save button that started it), the veil keeps it meanwhile (on its `action`
 * when it has one) and gives it back to that control after.
 */
export function BlockUi({ blocking, label, showLabel = false, action, children, className }: BlockUiProps) {
  const content = useRef<HTMLDivElement>(null);
  const overlay = useRef<HTMLDivElement>(null);
  const focusedBefore = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (blocking) {
      const active = document.activeElement;
      // `inert` has already dropped the focus of a control inside; it still reads as the active one.
      if (!(active instanceof HTMLElement) || !content.current?.contains(active)) return;
      focusedBefore.current = active;
      const veil = overlay.current;
      (veil?.querySelector<HTMLElement>('button, [href], input, [tabindex]:not([tabindex="-1"])') ?? veil)?.focus();
      return;
    }
    const back = focusedBefore.current;
    focusedBefore.current = null;
    // Only when nobody moved the focus elsewhere meanwhile.
    const lost = document.activeElement === document.body || document.activeElement === null;
    if (back?.isConnected && lost) back.focus();
  }, [blocking]);
  return (
    <Root className={className} aria-busy={blocking || undefined}>
      <div ref={content} inert={blocking}>
        {children}
      </div>
      {blocking && (
        <Overlay ref={overlay} tabIndex={-1}>
          <Veil>
            {showLabel ? (
              <>
                <Spinner size="lg" tone="primary" decorative />
                <Message role="status">{label}</Message>
              </>
            ) : (
              <Spinner label={label} />
            )}
            {action}
          </Veil>
        </Overlay>
      )}
    </Root>
  );
}
