import { Progress } from '@/ui/progress/Progress';

const heights = [
  { height: 4, label: 'Thin, 4 px' },
  { height: 8, label: 'Default, 8 px' },
  { height: 14, label: 'Tall, 14 px' },
  { height: 20, label: 'Extra tall, 20 px' },
];

/** `height` in pixels: a thin line in a table row, a tall bar as a page's main figure. */
export default function ProgressHeights() {
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {heights.map(({ height, label }) => (
        <Progress key={height} height={height} label={label} value={45 + height * 2} tone="secondary" />
      ))}
    </div>
  );
}
