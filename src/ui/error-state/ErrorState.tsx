import { AlertOctagon, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../button/Button';
import { StateIcon, StateRoot, StateText, StateTitle } from '../empty-state/EmptyState';

export type ErrorStateProps = {
  title?: ReactNode;
  /** What failed, in words a user understands (e.g. the server's message). */
  message?: ReactNode;
  /** Shows a retry button; pending while `retrying`. */
  onRetry?: () => void;
  retrying?: boolean;
  retryLabel?: string;
  className?: string;
  /** The title's heading level, to fit the page's outline (default h3). */
  titleAs?: 'h2' | 'h3' | 'h4';
};

/** A failed load, said plainly, with a way to try again. Never a blank screen. */
export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
  retrying = false,
  retryLabel = 'Try again',
  className,
  titleAs = 'h3',
}: ErrorStateProps) {
  return (
    <StateRoot className={className} role="alert">
      <StateIcon $tone="danger" aria-hidden>
        <AlertOctagon />
      </StateIcon>
      <StateTitle as={titleAs}>{title}</StateTitle>
      {message != null && <StateText>{message}</StateText>}
      {onRetry && (
        <Button variant="tint" startIcon={<RotateCw aria-hidden />} loading={retrying} onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </StateRoot>
  );
}
