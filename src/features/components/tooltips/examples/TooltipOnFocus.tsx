import { CircleHelp } from 'lucide-react';
import { Button } from '@/ui/button/Button';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { Tooltip } from '@/ui/tooltip/Tooltip';

/**
 * Tab to the help button: the tooltip shows on keyboard focus as it does on hover, and Escape hides
 * it without moving the focus.
 */
export default function TooltipOnFocus() {
  return (
    <div style={{ display: 'flex', alignItems: 'flex-end', gap: '0.5rem' }}>
      <Field label="Workspace name">
        <Input defaultValue="Northwind design" />
      </Field>
      <Tooltip content="Shown to everyone you invite" side="top">
        <Button variant="text" tone="secondary" iconOnly aria-label="About the workspace name">
          <CircleHelp aria-hidden />
        </Button>
      </Tooltip>
    </div>
  );
}
