import { CopyButton } from '@/ui/copy-button/CopyButton';
import { darkTones, lightTones, tones } from '@/ui/theme/tokens';

/**
 * Each tone as a solid fill, `var(--c-<tone>)`, with the text colour made for it,
 * `var(--c-<tone>-contrast)`. Use the variables, never the hex values: a skin changes them.
 */
export default function SolidColors() {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))',
        gap: 'var(--space-4)',
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {tones.map((tone) => (
        <li key={tone} style={{ display: 'grid', gap: 'var(--space-2)' }}>
          <div
            style={{
              display: 'grid',
              placeItems: 'center',
              blockSize: '4.5rem',
              borderRadius: 'var(--radius-md)',
              background: `var(--c-${tone})`,
              color: `var(--c-${tone}-contrast)`,
              fontWeight: 'var(--fw-medium)',
              textTransform: 'capitalize',
            }}
          >
            {tone}
          </div>
          <div
            style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 'var(--space-1)' }}
          >
            <code>--c-{tone}</code>
            <CopyButton
              text={`var(--c-${tone})`}
              variant="text"
              size="sm"
              iconOnly
              aria-label={`Copy var(--c-${tone})`}
            />
          </div>
          <small style={{ color: 'var(--c-muted)' }}>
            Light {lightTones[tone].solid} · Dark {darkTones[tone].solid}
          </small>
        </li>
      ))}
    </ul>
  );
}
