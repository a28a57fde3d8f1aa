import { Switch } from '@/ui/switch/Switch';

/** `size` scales the track and its thumb: small in dense lists, large as a page's main setting. */
export default function SwitchSizes() {
  return (
    <div style={{ display: 'grid', gap: '0.75rem', justifyItems: 'start' }}>
      <Switch size="sm" label="Small" defaultChecked />
      <Switch size="md" label="Medium (default)" defaultChecked />
      <Switch size="lg" label="Large" defaultChecked />
    </div>
  );
}
