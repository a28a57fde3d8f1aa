import { useFormat } from '@/lib/format';
import { Ring } from '@/ui/chart/Ring';
import type { Tone } from '@/ui/theme';

/** One browser's share of visits: its name, the percent, and a small ring of that share. */
export function BrowserShare({ name, share, tone }: { name: string; share: number; tone: Tone }) {
  const format = useFormat();
  return (
    <li>
      <span>{name}</span>
      <strong>{format.percent(share)}</strong>
      <Ring
        parts={[{ label: name, value: share, tone }]}
        total={100}
        trackTone={tone}
        thickness={0.3}
        height={40}
        label={`${name} ${format.percent(share)}`}
      />
    </li>
  );
}
