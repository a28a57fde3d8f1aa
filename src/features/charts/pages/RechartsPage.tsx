import type { ReactElement } from 'react';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ComposedChart,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  PolarAngleAxis,
  PolarGrid,
  Radar,
  RadarChart,
  RadialBar,
  RadialBarChart,
  ResponsiveContainer,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
  ZAxis,
} from 'recharts';
import styled from 'styled-components';
import { prefersReducedMotion } from '@/ui/chart/palette';
import { useTheme, type Tone } from '@/ui/theme';
import { ChartCard } from '../components/ChartCard';
import { ChartsPage } from '../components/ChartsPage';
import { useSources } from '../components/useSources';

// Recharts draws SVG, so the theme's variables go straight into its attributes: a skin switch repaints
// without a redraw.
const c = (tone: Tone) => `var(--c-${tone})`;
const tick = { fill: 'var(--c-muted)', fontSize: 12 };
const grid = { stroke: 'var(--c-border)', strokeDasharray: '4 4' };
const tooltip = {
  contentStyle: {
    background: 'var(--c-raised)',
    border: '1px solid var(--c-border)',
    borderRadius: 'var(--radius-md)',
    color: 'var(--c-text)',
  },
  labelStyle: { color: 'var(--c-heading)' },
  itemStyle: { color: 'var(--c-text)' },
};
const legend = { wrapperStyle: { color: 'var(--c-text)', fontSize: 13 } };
const tones: Tone[] = ['primary', 'warning', 'info', 'success', 'danger'];
const toneAt = (i: number): Tone => tones[i % tones.length] ?? 'primary';

const Figure = styled.figure`
  margin: 0;
  min-inline-size: 0;
`;

/** A chart sized to its card; its name says what it shows. */
function Frame({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Figure aria-label={label}>
      <ResponsiveContainer width="100%" height={300}>
        {children}
      </ResponsiveContainer>
    </Figure>
  );
}

/** `/charts/recharts`: Recharts drawing the demo server's card data. */
export function RechartsPage() {
  const { t, format, reportMonths, days, ...source } = useSources();
  const rtl = useTheme().direction === 'rtl';
  const motion = { isAnimationActive: !prefersReducedMotion() };
  // Right to left: the first category on the right, the value axis on the right edge.
  const xAxis = { tick, stroke: 'var(--c-border)', reversed: rtl };
  const yAxis = { tick, stroke: 'var(--c-border)', orientation: rtl ? ('right' as const) : ('left' as const) };
  const points = (data: number[]) => {
    const labels = days(data.length);
    return data.map((value, i) => ({ day: labels[i], value }));
  };
  /** The revenue report's 2020 by month: earning, expense (as a positive amount) and budget. */
  const revenueRows = (data: NonNullable<typeof source.revenue.data>) => {
    const year = data['2020'];
    return reportMonths.map((month, i) => ({
      month,
      earning: year?.earning[i] ?? 0,
      expense: Math.abs(year?.expense[i] ?? 0),
      budget: year?.budget[i] ?? 0,
    }));
  };
  return (
    <ChartsPage library="recharts">
      <ChartCard title={t('charts.kinds.line')} query={source.traffic}>
        {(data) => (
          <Frame label={t('charts.labels.traffic')}>
            <LineChart data={points(data.series[0]?.data ?? [])}>
              <CartesianGrid {...grid} />
              <XAxis dataKey="day" {...xAxis} />
              <YAxis {...yAxis} />
              <Tooltip {...tooltip} />
              <Line
                {...motion}
                dataKey="value"
                name={data.series[0]?.name}
                stroke={c('primary')}
                strokeWidth={3}
                dot={{ fill: 'var(--c-card)' }}
              />
            </LineChart>
          </Frame>
        )}
      </ChartCard>
      <ChartCard title={t('charts.kinds.area')} query={source.activeUsers}>
        {(data) => (
          <Frame label={t('charts.labels.activeUsers')}>
            <AreaChart data={points(data.series[0]?.data ?? [])}>
              <CartesianGrid {...grid} />
              <XAxis dataKey="day" {...xAxis} />
              <YAxis {...yAxis} />
              <Tooltip {...tooltip} />
              <Area
                {...motion}
                dataKey="value"
                name={data.series[0]?.name}
                type="monotone"
                stroke={c('success')}
                fill={c('success')}
                fillOpacity={0.2}
                strokeWidth={2}
              />
            </AreaChart>
          </Frame>
        )}
      </ChartCard>
      <ChartCard title={t('charts.kinds.column')} query={source.revenue}>
        {(data) => {
          const rows = revenueRows(data);
          return (
            <Frame label={t('charts.labels.revenue')}>
              <BarChart data={rows}>
                <CartesianGrid {...grid} vertical={false} />
                <XAxis dataKey="month" {...xAxis} />
                <YAxis {...yAxis} />
                <Tooltip {...tooltip} cursor={{ fill: 'var(--c-hover)' }} />
                <Legend {...legend} />
                <Bar
                  {...motion}
                  dataKey="earning"
                  name={t('charts.series.earning')}
                  fill={c('primary')}
                  radius={[4, 4, 0, 0]}
                />
                <Bar
                  {...motion}
                  dataKey="expense"
                  name={t('charts.series.expense')}
                  fill={c('warning')}
                  radius={[4, 4, 0, 0]}
                />
              </BarChart>
            </Frame>
          );
        }}
      </ChartCard>
      <ChartCard title={t('charts.kinds.bar')} query={source.browsers}>
        {(data) => (
          <Frame label={t('charts.labels.browsers')}>
            <BarChart data={data} layout="vertical" margin={{ left: 24 }}>
              <CartesianGrid {...grid} horizontal={false} />
              <XAxis type="number" {...xAxis} />
              <YAxis type="category" dataKey="name" {...yAxis} width={110} />
              <Tooltip {...tooltip} cursor={{ fill: 'var(--c-hover)' }} />
              <Bar
                {...motion}
                dataKey="share"
                name={t('charts.series.share')}
                fill={c('info')}
                radius={[0, 4, 4, 0]}
                barSize={16}
              />
            </BarChart>
          </Frame>
        )}
      </ChartCard>
      <ChartCard title={t('charts.kinds.scatter')} query={source.samples}>
        {(data) => (
          <Frame label={t('charts.labels.scatter')}>
            <ScatterChart>
              <CartesianGrid {...grid} />
              <XAxis type="number" dataKey="x" name={t('charts.axes.price')} {...xAxis} />
              <YAxis type="number" dataKey="y" name={t('charts.axes.rating')} {...yAxis} />
              <ZAxis range={[60, 60]} />
              <Tooltip {...tooltip} />
              <Legend {...legend} />
              {data.scatter.map((group, i) => (
                <Scatter {...motion} key={group.name} name={group.name} data={group.points} fill={c(toneAt(i))} />
              ))}
            </ScatterChart>
          </Frame>
        )}
      </ChartCard>
      <ChartCard title={t('charts.kinds.composed')} query={source.revenue}>
        {(data) => {
          const rows = revenueRows(data);
          return (
            <Frame label={t('charts.labels.composed')}>
              <ComposedChart data={rows}>
                <CartesianGrid {...grid} vertical={false} />
                <XAxis dataKey="month" {...xAxis} />
                <YAxis {...yAxis} />
                <Tooltip {...tooltip} cursor={{ fill: 'var(--c-hover)' }} />
                <Legend {...legend} />
                <Bar
                  {...motion}
                  dataKey="earning"
                  name={t('charts.series.earning')}
                  fill={c('primary')}
                  radius={[4, 4, 0, 0]}
                />
                <Line
                  {...motion}
                  dataKey="budget"
                  name={t('charts.series.budget')}
                  stroke={c('danger')}
                  strokeWidth={2}
                  strokeDasharray="5 5"
                  dot={false}
                />
              </ComposedChart>
            </Frame>
          );
        }}
      </ChartCard>
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
    </ChartsPage>
  );
}
