import { Button, type ButtonVariant } from '@/ui/button/Button';
import { tones } from '@/ui/theme/tokens';

const variants: ButtonVariant[] = ['solid', 'outline', 'tint', 'text'];

/**
 * `variant` × `tone`: solid for the main action, outline and tint for the ones beside it, text for
 * the quiet ones. Every pair of colours passes WCAG AA in every skin.
 */
export default function ButtonVariants() {
  return (
    <div style={{ display: 'grid', gap: 'var(--space-3)' }}>
      {variants.map((variant) => (
        <div
          key={variant}
          role="group"
          aria-label={variant}
          style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-2)' }}
        >
          {tones.map((tone) => (
            <Button key={tone} variant={variant} tone={tone} size="sm" style={{ textTransform: 'capitalize' }}>
              {tone}
            </Button>
          ))}
        </div>
      ))}
    </div>
  );
}
