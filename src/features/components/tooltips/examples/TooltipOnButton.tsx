import { Box, Send } from 'lucide-react';
import { Button } from '@/ui/button/Button';
import { Tooltip } from '@/ui/tooltip/Tooltip';

/**
 * On a button with words, a tooltip adds a hint the label leaves out; it becomes the button's
 * description, so screen readers hear it after the name.
 */
export default function TooltipOnButton() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
      <Tooltip content="Moves the project out of the active list; you can restore it">
        <Button variant="tint" startIcon={<Box aria-hidden />}>
          Archive
        </Button>
      </Tooltip>
      <Tooltip content="Sends to the 12 people on the list now" side="bottom">
        <Button startIcon={<Send aria-hidden />}>Send now</Button>
      </Tooltip>
    </div>
  );
}
