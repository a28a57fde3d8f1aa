import { Button } from '@/ui/button/Button';

/** `size`: sm for tables and toolbars, md (the default) for forms, lg for a page's one big call to action. */
export default function ButtonSizes() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'var(--space-3)' }}>
      <Button size="sm">Small</Button>
      <Button>Medium</Button>
      <Button size="lg">Large</Button>
      <Button size="sm" variant="outline">
        Small outline
      </Button>
      <Button size="lg" variant="tint" tone="success">
        Large tint
      </Button>
    </div>
  );
}
