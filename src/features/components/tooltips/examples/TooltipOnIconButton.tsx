import { Copy, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/ui/button/Button';
import { Tooltip } from '@/ui/tooltip/Tooltip';

const actions = [
  { name: 'Edit', Icon: Pencil, tone: 'primary' },
  { name: 'Duplicate', Icon: Copy, tone: 'secondary' },
  { name: 'Delete', Icon: Trash2, tone: 'danger' },
] as const;

/**
 * An icon button names itself with `aria-label`; the tooltip shows that name to sighted people who
 * can't guess the icon.
 */
export default function TooltipOnIconButton() {
  return (
    <div role="group" aria-label="Row actions" style={{ display: 'flex', gap: '0.5rem' }}>
      {actions.map(({ name, Icon, tone }) => (
        <Tooltip key={name} content={name}>
          <Button variant="text" tone={tone} iconOnly aria-label={name}>
            <Icon aria-hidden />
          </Button>
        </Tooltip>
      ))}
    </div>
  );
}
