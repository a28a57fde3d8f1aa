import { Switch } from '@/ui/switch/Switch';

/** A `disabled` switch keeps its state, is dimmed and leaves the tab order; its description says why. */
export default function DisabledSwitches() {
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <Switch label="Security alerts" description="Always on for admins." disabled defaultChecked />
      <Switch label="Public profile" description="Turned off by your organisation." disabled />
      <Switch label="Newsletter" />
    </div>
  );
}
