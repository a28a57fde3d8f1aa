import { Badge } from '@/ui/badge/Badge';

/** `<Badge tone>` in the soft `tint` style (the default), for labels in lists and tables. */
export default function BadgeTones() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-2)' }}>
      <Badge tone="primary">Primary</Badge>
      <Badge tone="secondary">Secondary</Badge>
      <Badge tone="success">Success</Badge>
      <Badge tone="danger">Danger</Badge>
      <Badge tone="warning">Warning</Badge>
      <Badge tone="info">Info</Badge>
    </div>
  );
}
