import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  LineChart,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
  ZAxis,
} from 'recharts';
import { ChartCard } from '../ChartCard';
import type { useSources } from '../useSources';
import { Frame } from './Frame';
import { c, grid, legend, toneAt, tooltip, useChartProps } from './theme';

type Sources = ReturnType<typeof useSources>;

/** The charts on axes: line, area, columns, bars, scatter, and columns with a line. */
export function CartesianCharts({ sources }: { sources: Sources }) {
  const { t, days, reportMonths, ...source } = sources;
  const { motion, xAxis, yAxis } = useChartProps();
  const points = (data: number[]) => {
    const labels = days(data.length);
    return data.map((value, i) => ({ day: labels[i], value }));
  };
  /** The revenue report's 2020 by month: earning, expense (as a positive amount) and budget. */
  const revenueRows = (data: NonNullable<Sources['revenue']['data']>) => {
    const year = data['2020'];
    return reportMonths.map((month, i) => ({
      month,
      earning: year?.earning[i] ?? 0,
      expense: Math.abs(year?.expense[i] ?? 0),
      budget: year?.budget[i] ?? 0,
    }));
  };
  /** What both revenue charts draw first: the grid, the months, the amounts, and the earnings as columns. */
  const revenueBase = [
    <CartesianGrid key="grid" {...grid} vertical={false} />,
    <XAxis key="x" dataKey="month" {...xAxis} />,
    <YAxis key="y" {...yAxis} />,
    <Tooltip key="tooltip" {...tooltip} cursor={{ fill: 'var(--c-hover)' }} />,
    <Legend key="legend" {...legend} />,
    <Bar
      key="earning"
      {...motion}
      dataKey="earning"
      name={t('charts.series.earning')}
      fill={c('primary')}
      radius={[4, 4, 0, 0]}
    />,
  ];
  return (
    <>
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
        {(data) => (
          <Frame label={t('charts.labels.revenue')}>
            <BarChart data={revenueRows(data)}>
              {revenueBase}
              <Bar
                {...motion}
                dataKey="expense"
                name={t('charts.series.expense')}
                fill={c('warning')}
                radius={[4, 4, 0, 0]}
              />
            </BarChart>
          </Frame>
        )}
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
        {(data) => (
          <Frame label={t('charts.labels.composed')}>
            <ComposedChart data={revenueRows(data)}>
              {revenueBase}
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
        )}
      </ChartCard>
    </>
  );
}
