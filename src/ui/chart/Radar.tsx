import { useChartFrame } from './frame';
import type { BarSeries } from './BarChart';
import { color, Frame, polar, Svg, type Base } from './svg';

export type RadarProps = Base & { labels: string[]; series: BarSeries[] };

/** Several series over the same categories (months), as a radar. */
export function Radar({ labels, series, label, height = 260, className }: RadarProps) {
  const [ref, { width, rtl }] = useChartFrame<HTMLDivElement>();
  const cx = width / 2;
  const cy = height / 2;
  const radius = Math.max(0, Math.min(width, height) / 2 - 28);
  const max = Math.max(1, ...series.flatMap((s) => s.data));
  const step = 360 / Math.max(1, labels.length);
  const angleAt = (i: number) => (rtl ? -i * step : i * step);
  const ring = (share: number) => labels.map((_, i) => polar(cx, cy, radius * share, angleAt(i)).join(',')).join(' ');
  return (
    <Frame ref={ref} $height={height} className={className}>
      {width > 0 && (
        <Svg width={width} height={height} label={label}>
          {[0.25, 0.5, 0.75, 1].map((share) => (
            <polygon key={share} points={ring(share)} fill="none" stroke="var(--c-border)" />
          ))}
          {labels.map((name, i) => {
            const [x, y] = polar(cx, cy, radius + 14, angleAt(i));
            const [ex, ey] = polar(cx, cy, radius, angleAt(i));
            return (
              <g key={name}>
                <line x1={cx} y1={cy} x2={ex} y2={ey} stroke="var(--c-border)" />
                <text x={x} y={y} dy="0.32em" textAnchor={Math.abs(x - cx) < 4 ? 'middle' : x > cx ? 'start' : 'end'}>
                  {name}
                </text>
              </g>
            );
          })}
          {series.map((s) => (
            <polygon
              key={s.name}
              points={s.data.map((v, i) => polar(cx, cy, (radius * v) / max, angleAt(i)).join(',')).join(' ')}
              fill={color(s.tone)}
              fillOpacity={0.25}
              stroke={color(s.tone)}
              strokeWidth={2}
            >
              <title>{`${s.name}: ${s.data.map((v, i) => `${labels[i]} ${v}`).join(', ')}`}</title>
            </polygon>
          ))}
        </Svg>
      )}
    </Frame>
  );
}
