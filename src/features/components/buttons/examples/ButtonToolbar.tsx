import { AlignCenter, AlignLeft, AlignRight, Bold, Italic, Underline } from 'lucide-react';
import { Toolbar } from 'radix-ui';
import { useState } from 'react';
import { Button } from '@/ui/button/Button';

const styles = [
  { value: 'bold', label: 'Bold', icon: <Bold aria-hidden /> },
  { value: 'italic', label: 'Italic', icon: <Italic aria-hidden /> },
  { value: 'underline', label: 'Underline', icon: <Underline aria-hidden /> },
];
const alignments = [
  { value: 'start', label: 'Align to start', icon: <AlignLeft aria-hidden /> },
  { value: 'center', label: 'Centre', icon: <AlignCenter aria-hidden /> },
  { value: 'end', label: 'Align to end', icon: <AlignRight aria-hidden /> },
];

/**
 * A toolbar (Radix Toolbar around the kit's Button): one Tab stop for the whole bar, then the arrow
 * keys move between its buttons, in the reading direction.
 */
export default function ButtonToolbar() {
  const [marks, setMarks] = useState<string[]>(['bold']);
  const [align, setAlign] = useState('start');
  return (
    <Toolbar.Root aria-label="Text formatting" style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-2)' }}>
      <Toolbar.ToggleGroup type="multiple" aria-label="Text style" value={marks} onValueChange={setMarks}>
        {styles.map(({ value, label, icon }) => (
          <Toolbar.ToggleItem key={value} value={value} asChild>
            <Button
              iconOnly
              size="sm"
              variant={marks.includes(value) ? 'tint' : 'text'}
              tone="secondary"
              aria-label={label}
            >
              {icon}
            </Button>
          </Toolbar.ToggleItem>
        ))}
      </Toolbar.ToggleGroup>
      <Toolbar.Separator style={{ inlineSize: 1, background: 'var(--c-border)' }} />
      <Toolbar.ToggleGroup
        type="single"
        aria-label="Alignment"
        value={align}
        onValueChange={(value) => value && setAlign(value)}
      >
        {alignments.map(({ value, label, icon }) => (
          <Toolbar.ToggleItem key={value} value={value} asChild>
            <Button iconOnly size="sm" variant={align === value ? 'tint' : 'text'} tone="secondary" aria-label={label}>
              {icon}
            </Button>
          </Toolbar.ToggleItem>
        ))}
      </Toolbar.ToggleGroup>
      <Toolbar.Separator style={{ inlineSize: 1, background: 'var(--c-border)' }} />
      <Toolbar.Button asChild>
        <Button size="sm">Post</Button>
      </Toolbar.Button>
    </Toolbar.Root>
  );
}
