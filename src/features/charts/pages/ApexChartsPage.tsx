import { ApexCard } from '../components/apex/ApexCard';
import { overDays } from '../components/apex/overDays';
import { ChartsPage } from '../components/ChartsPage';
import { useSources } from '../components/useSources';
import { day } from '../data';

/** `/charts/apex`: ApexCharts (its MIT release, 4.7) drawing the demo server's card data. */
export function ApexChartsPage() {
  const { t, format, reportMonths, days, ...source } = useSources();
  return (
    <ChartsPage library="apex">
      <ApexCard
        title={t('charts.kinds.line')}
        query={source.traffic}
        type="line"
        label={t('charts.labels.traffic')}
        build={(data, p) =>
          overDays(days, data.series, {
            stroke: { curve: 'straight', width: 3 },
            markers: { size: 4, strokeColors: p.card },
          })
        }
      />
      <ApexCard
        title={t('charts.kinds.area')}
        query={source.activeUsers}
        type="area"
        label={t('charts.labels.activeUsers')}
        build={(data) =>
          overDays(days, data.series, {
            stroke: { curve: 'smooth', width: 2 },
            fill: { type: 'gradient', gradient: { opacityFrom: 0.45, opacityTo: 0.05 } },
          })
        }
      />
      <ApexCard
        title={t('charts.kinds.column')}
        query={source.revenue}
        type="bar"
        label={t('charts.labels.revenue')}
        build={(data) => ({
          series: [
            { name: t('charts.series.earning'), data: data['2020']?.earning ?? [] },
            { name: t('charts.series.expense'), data: (data['2020']?.expense ?? []).map(Math.abs) },
          ],
          options: {
            plotOptions: { bar: { columnWidth: '45%', borderRadius: 4 } },
            xaxis: { categories: reportMonths },
          },
        })}
      />
      <ApexCard
        title={t('charts.kinds.bar')}
        query={source.browsers}
        type="bar"
        label={t('charts.labels.browsers')}
        build={(data, p) => ({
          series: [{ name: t('charts.series.share'), data: data.map((b) => b.share) }],
          options: {
            colors: [p.tone.info],
            plotOptions: { bar: { horizontal: true, barHeight: '45%', borderRadius: 4 } },
            xaxis: { categories: data.map((b) => b.name) },
          },
        })}
      />
      <ApexCard
        title={t('charts.kinds.scatter')}
        query={source.samples}
        type="scatter"
        label={t('charts.labels.scatter')}
        build={(data) => ({
          series: data.scatter.map((group) => ({ name: group.name, data: group.points.map((pt) => [pt.x, pt.y]) })),
          options: {
            markers: { size: 6 },
            xaxis: { type: 'numeric', tickAmount: 6, title: { text: t('charts.axes.price') } },
            yaxis: { title: { text: t('charts.axes.rating') } },
          },
        })}
      />
      <ApexCard
        title={t('charts.kinds.heatmap')}
        query={source.samples}
        type="heatmap"
        label={t('charts.labels.heatmap')}
        build={(data, p) => ({
          series: [...data.heatmap.rows].reverse().map((row) => ({
            name: format.weekday(row.weekday),
            data: row.values.map((value, i) => ({ x: data.heatmap.slots[i] ?? '', y: value })),
          })),
          options: {
            colors: [p.tone.primary],
            plotOptions: { heatmap: { radius: 4 } },
            stroke: { colors: [p.card], width: 2 },
          },
        })}
      />
      <ApexCard
        title={t('charts.kinds.candlestick')}
        query={source.samples}
        type="candlestick"
        label={t('charts.labels.candlestick')}
        build={(data, p) => ({
          series: [
            {
              name: t('charts.series.price'),
              data: data.ohlc.map((d) => ({ x: day(d.date), y: [d.open, d.high, d.low, d.close] })),
            },
          ],
          options: {
            plotOptions: { candlestick: { colors: { upward: p.tone.success, downward: p.tone.danger } } },
            xaxis: { type: 'datetime' },
          },
        })}
      />
      <ApexCard
        title={t('charts.kinds.radial')}
        query={source.browsers}
        type="radialBar"
        label={t('charts.labels.browsers')}
        build={(data, p) => ({
          series: data.slice(0, 4).map((b) => b.share),
          options: {
            labels: data.slice(0, 4).map((b) => b.name),
            legend: { show: true, position: 'bottom' },
            plotOptions: {
              radialBar: {
                track: { background: p.border },
                dataLabels: { name: { color: p.heading }, value: { color: p.text } },
              },
            },
          },
        })}
      />
      <ApexCard
        title={t('charts.kinds.radar')}
        query={source.radar}
        type="radar"
        label={t('charts.labels.radar')}
        build={(data, p) => ({
          series: data.series,
          options: {
            labels: data.labels.map((m) => format.month(m)),
            fill: { opacity: 0.25 },
            markers: { size: 0 },
            plotOptions: { radar: { polygons: { strokeColors: p.border, connectorColors: p.border } } },
            legend: { position: 'bottom' },
          },
        })}
      />
      <ApexCard
        title={t('charts.kinds.donut')}
        query={source.devices}
        type="donut"
        label={t('charts.labels.devices')}
        build={(data, p) => ({
          series: data.chart_info.map((d) => d.usage),
          options: {
            labels: data.chart_info.map((d) => d.name),
            colors: [p.tone.primary, p.tone.warning, p.tone.danger],
            stroke: { colors: [p.card] },
            legend: { position: 'bottom' },
            plotOptions: { pie: { donut: { labels: { show: true, total: { show: true, color: p.heading } } } } },
          },
        })}
      />
    </ChartsPage>
  );
}
