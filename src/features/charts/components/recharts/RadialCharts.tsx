import {
  Cell,
  Legend,
  Pie,
  PieChart,
  PolarAngleAxis,
  PolarGrid,
  Radar,
  RadarChart,
  RadialBar,
  RadialBarChart,
  Tooltip,
} from 'recharts';
import { ChartCard } from '../ChartCard';
import type { useSources } from '../useSources';
import { Frame } from './Frame';
import { c, legend, tick, toneAt, tooltip, useChartProps } from './theme';

/** The charts around a centre: radar, donut and radial bars. */
export function RadialCharts({ sources }: { sources: ReturnType<typeof useSources> }) {
  const { t, format, ...source } = sources;
  const { motion, rtl } = useChartProps();
  return (
    <>
      <ChartCard title={t('charts.kinds.radar')} query={source.radar}>
        {(data) => {
          const rows = data.labels.map((m, i) => ({
            month: format.month(m),
            ...Object.fromEntries(data.series.map((s) => [s.name, s.data[i] ?? 0])),
          }));
          return (
            <Frame label={t('charts.labels.radar')}>
              <RadarChart data={rows}>
                <PolarGrid stroke="var(--c-border)" />
                <PolarAngleAxis dataKey="month" tick={tick} />
                <Tooltip {...tooltip} />
                <Legend {...legend} />
                {data.series.map((s, i) => (
                  <Radar
                    {...motion}
                    key={s.name}
                    dataKey={s.name}
                    stroke={c(toneAt(i))}
                    fill={c(toneAt(i))}
                    fillOpacity={0.25}
                  />
                ))}
              </RadarChart>
            </Frame>
          );
        }}
      </ChartCard>
      <ChartCard title={t('charts.kinds.donut')} query={source.devices}>
        {(data) => (
          <Frame label={t('charts.labels.devices')}>
            <PieChart>
              <Tooltip {...tooltip} />
              <Legend {...legend} />
              <Pie
                {...motion}
                data={data.chart_info}
                dataKey="usage"
                nameKey="name"
                innerRadius="55%"
                outerRadius="80%"
                stroke="var(--c-card)"
                paddingAngle={2}
              >
                {data.chart_info.map((d, i) => (
                  <Cell key={d.name} fill={c(toneAt(i === 0 ? 0 : i === 1 ? 1 : 4))} />
                ))}
              </Pie>
            </PieChart>
          </Frame>
        )}
      </ChartCard>
      <ChartCard title={t('charts.kinds.radial')} query={source.browsers}>
        {(data) => (
          <Frame label={t('charts.labels.browsers')}>
            <RadialBarChart
              data={data.slice(0, 4).map((b, i) => ({ ...b, fill: c(toneAt(i)) }))}
              innerRadius="25%"
              outerRadius="95%"
              startAngle={90}
              endAngle={rtl ? 450 : -270}
            >
              {/* Shares out of 100, not out of the largest. */}
              <PolarAngleAxis type="number" domain={[0, 100]} tick={false} />
              <RadialBar {...motion} dataKey="share" background={{ fill: 'var(--c-hover)' }} cornerRadius={6} />
              <Tooltip {...tooltip} />
              <Legend {...legend} />
            </RadialBarChart>
          </Frame>
        )}
      </ChartCard>
    </>
  );
}
