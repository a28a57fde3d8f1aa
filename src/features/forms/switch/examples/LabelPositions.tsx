import { Switch } from '@/ui/switch/Switch';

/**
 * `labelPosition` puts the label after the switch (the default) or before it; with `block` the row takes
 * the whole width, the label at the start and the switch at the end, in either direction.
 */
export default function LabelPositions() {
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Switch label="Label after" defaultChecked />
      <Switch label="Label before" labelPosition="start" defaultChecked />
      <Switch label="Spread over the row" labelPosition="start" block />
    </div>
  );
}
