import type { LucideIcon } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../button/Button';
import type { Tone } from '../theme/tokens';

/** A table row's action buttons, side by side in its last cell. */
export const RowActions = styled.div`
  display: flex;
  gap: var(--space-1);
`;

export type RowActionProps = { label: string; icon: LucideIcon; tone?: Tone; onClick: () => void };

/** One of a row's actions: an icon button named for what it does to that row ("Delete Ann Lee"). */
export function RowAction({ label, icon: Icon, tone = 'secondary', onClick }: RowActionProps) {
  return (
    <Button variant="text" tone={tone} size="sm" iconOnly aria-label={label} onClick={onClick}>
      <Icon aria-hidden />
    </Button>
  );
}
