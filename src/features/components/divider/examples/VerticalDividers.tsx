import { Divider } from '@/ui/divider/Divider';

const figures = [
  { label: 'Orders', value: '1,204' },
  { label: 'Revenue', value: '€48.2k' },
  { label: 'Refunds', value: '3' },
];

/**
 * `orientation="vertical"`: an upright line between inline items, as tall as the row. It is told as a
 * vertical separator, so a screen reader knows the figures are apart.
 */
export default function VerticalDividers() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'stretch', rowGap: 'var(--space-3)' }}>
      {figures.map(({ label, value }, index) => (
        <div key={label} style={{ display: 'flex' }}>
          {index > 0 && <Divider orientation="vertical" />}
          <div style={{ display: 'grid', paddingInline: 'var(--space-2)' }}>
            <span style={{ fontSize: 'var(--fs-sm)', color: 'var(--c-muted)' }}>{label}</span>
            <strong style={{ fontSize: 'var(--fs-xl)', color: 'var(--c-heading)' }}>{value}</strong>
          </div>
        </div>
      ))}
    </div>
  );
}
