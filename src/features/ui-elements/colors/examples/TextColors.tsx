import { tones } from '@/ui/theme/tokens';

/**
 * Coloured text on a card: `var(--c-<tone>-text)` is the shade of each tone that reads at 4.5:1 or
 * better on the card and the page in every skin (the solid fill is too light for text).
 */
export default function TextColors() {
  return (
    <div style={{ display: 'grid', gap: 'var(--space-2)' }}>
      {tones.map((tone) => (
        <p key={tone} style={{ margin: 0, color: `var(--c-${tone}-text)` }}>
          <code style={{ color: 'inherit' }}>--c-{tone}-text</code> — Invoice #4921 is{' '}
          {tone === 'danger' ? 'overdue' : tone === 'success' ? 'paid' : tone === 'warning' ? 'due soon' : 'open'}.
        </p>
      ))}
    </div>
  );
}
