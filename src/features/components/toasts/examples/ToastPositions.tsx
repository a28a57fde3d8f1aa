import { useState } from 'react';
import { Button } from '@/ui/button/Button';
import { RadioGroup } from '@/ui/radio/RadioGroup';
import { toast } from '@/ui/toast/toast';

const positions = [
  { value: 'top-left', label: 'Top left' },
  { value: 'top-center', label: 'Top center' },
  { value: 'top-right', label: 'Top right' },
  { value: 'bottom-left', label: 'Bottom left' },
  { value: 'bottom-center', label: 'Bottom center' },
  { value: 'bottom-right', label: 'Bottom right' },
] as const;

type Position = (typeof positions)[number]['value'];

/**
 * Toasts appear at the inline end of the top edge; a toast's `position` option puts it anywhere else.
 * Positions are physical: `top-left` stays on the left in right-to-left pages.
 */
export default function ToastPositions() {
  const [position, setPosition] = useState<Position>('top-right');
  const label = positions.find((item) => item.value === position)!.label;
  return (
    <div style={{ display: 'grid', justifyItems: 'start', gap: '1rem' }}>
      <RadioGroup
        label="Position"
        orientation="horizontal"
        options={[...positions]}
        value={position}
        onValueChange={(value) => setPosition(value as Position)}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(3, auto)' }}
      />
      <Button onClick={() => toast.info(`Shown at the ${label.toLowerCase()}.`, { position })}>Show toast</Button>
    </div>
  );
}
