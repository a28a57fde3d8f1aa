import { Spinner } from '@/ui/spinner/Spinner';

/** Three sizes: `sm` beside a line of text, `md` in a card, `lg` for a whole section. */
export default function SpinnerSizes() {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: '1.5rem' }}>
      <Spinner size="sm" tone="primary" label="Loading, small" />
      <Spinner size="md" tone="primary" label="Loading, medium" />
      <Spinner size="lg" tone="primary" label="Loading, large" />
    </div>
  );
}
