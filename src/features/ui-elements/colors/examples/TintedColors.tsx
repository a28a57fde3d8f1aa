import { CopyButton } from '@/ui/copy-button/CopyButton';
import { tones } from '@/ui/theme/tokens';

/**
 * The soft variant of each tone: a tint, `var(--c-<tone>-tint)`, behind the tone's text colour,
 * `var(--c-<tone>-text)`, as tinted badges, alerts and icon badges draw it.
 */
export default function TintedColors() {
  return (
    <ul style={{ display: 'grid', gap: 'var(--space-2)', margin: 0, padding: 0, listStyle: 'none' }}>
      {tones.map((tone) => (
        <li
          key={tone}
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 'var(--space-2)',
            padding: 'var(--space-2) var(--space-4)',
            borderRadius: 'var(--radius-md)',
            background: `var(--c-${tone}-tint)`,
            color: `var(--c-${tone}-text)`,
          }}
        >
          <span>
            <strong style={{ textTransform: 'capitalize' }}>{tone}</strong> · <code>--c-{tone}-tint</code>
          </span>
          <CopyButton text={`var(--c-${tone}-tint)`} size="sm" variant="outline" tone={tone}>
            Copy
          </CopyButton>
        </li>
      ))}
    </ul>
  );
}
