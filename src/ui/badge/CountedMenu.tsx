import { Suspense, type ReactNode } from 'react';
import { Button } from '../button/Button';
import { Popover } from '../popover/Popover';
import type { Tone } from '../theme/tokens';
import { CountedIcon } from './CountedIcon';

export type CountedMenuProps = {
  /** The panel's title. */
  title: string;
  /** The button's name, with the count in words ("Cart, 3 items"). */
  label: string;
  icon: ReactNode;
  count: number;
  tone?: Tone;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** What the panel shows while its code (a lazy component, usually) loads. */
  fallback: ReactNode;
  children: ReactNode;
};

/**
 * A navbar button with a count on its icon (the cart, the notifications), opening a panel whose
 * content may load on the first open.
 */
export function CountedMenu({ title, label, icon, count, tone, fallback, children, ...state }: CountedMenuProps) {
  return (
    <Popover
      {...state}
      title={title}
      trigger={
        <Button variant="text" tone="secondary" iconOnly aria-label={label}>
          <CountedIcon icon={icon} count={count} tone={tone} />
        </Button>
      }
    >
      <Suspense fallback={fallback}>{children}</Suspense>
    </Popover>
  );
}
