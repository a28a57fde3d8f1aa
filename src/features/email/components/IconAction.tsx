import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@/ui/button/Button';

type Props = Omit<ButtonProps, 'children' | 'aria-label' | 'title'> & {
  /** What the button does: its accessible name and its tooltip. */
  label: string;
  /** The icon, hidden from assistive technology (`aria-hidden`). */
  children: ReactNode;
};

/**
 * The mailbox's small icon buttons (bulk actions, previous and next, back, the compose window's
 * controls): a quiet text button named by `label`, which also shows on hover. Works as a menu's
 * trigger: the rest of the props, the ref included, reach the button.
 */
export function IconAction({ label, children, ...rest }: Props) {
  return (
    <Button variant="text" tone="secondary" size="sm" iconOnly aria-label={label} title={label} {...rest}>
      {children}
    </Button>
  );
}
