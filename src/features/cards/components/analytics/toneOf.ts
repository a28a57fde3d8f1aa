import type { Tone } from '@/ui/theme';

/** The demo data names tones the Bootstrap way (`text-warning`): the theme's tone, primary if unknown. */
export const toneOf = (iconColor: string): Tone => {
  const tone = iconColor.replace(/^text-/, '');
  return (
    (['primary', 'secondary', 'success', 'danger', 'warning', 'info'] as const).find((t) => t === tone) ?? 'primary'
  );
};
