import { alpha } from '@/ui/chart/palette';
import { useAnalytics } from '../api';
import { ChartJsCard } from '../components/chartjs/ChartJsCard';
import { overDays, slices, toneList } from '../components/chartjs/datasets';
import { ChartsPage } from '../components/ChartsPage';
import { useSources } from '../components/useSources';

/** `/charts/chartjs`: Chart.js drawing the demo server's card data. */
export function ChartJsPage() {
  const { t, format, reportMonths, days, ...source } = useSources();
  // Only this page draws the customers (as a pie).
  const customers = useAnalytics('customers');
  return (
    <ChartsPage library="chartjs">
      <ChartJsCard
        title={t('charts.kinds.line')}
        query={source.traffic}
        type="line"
        label={t('charts.labels.traffic')}
        build={(data, p) => ({
          data: overDays(days, data.series, {
            borderColor: p.tone.primary,
            backgroundColor: p.tone.primary,
            pointBackgroundColor: p.card,
            pointRadius: 4,
            borderWidth: 3,
          }),
        })}
      />
      <ChartJsCard
        title={t('charts.kinds.area')}
        query={source.activeUsers}
        type="line"
        label={t('charts.labels.activeUsers')}
        build={(data, p) => ({
          data: overDays(days, data.series, {
            fill: 'origin',
            tension: 0.4,
            borderColor: p.tone.success,
            backgroundColor: alpha(p.tone.success, 0.2),
            pointRadius: 0,
          }),
        })}
      />
      <ChartJsCard
        title={t('charts.kinds.column')}
        query={source.revenue}
        type="bar"
        label={t('charts.labels.revenue')}
        build={(data, p) => ({
          data: {
            labels: reportMonths,
            datasets: [
              {
                label: t('charts.series.earning'),
                data: data['2020']?.earning ?? [],
                backgroundColor: p.tone.primary,
              },
              {
                label: t('charts.series.expense'),
                data: (data['2020']?.expense ?? []).map(Math.abs),
                backgroundColor: p.tone.warning,
              },
            ].map((set) => ({ ...set, borderRadius: 4, barPercentage: 0.7, categoryPercentage: 0.6 })),
          },
        })}
      />
      <ChartJsCard
        title={t('charts.kinds.bar')}
        query={source.browsers}
        type="bar"
        label={t('charts.labels.browsers')}
        build={(data, p) => ({
          data: {
            labels: data.map((b) => b.name),
            datasets: [
              {
                label: t('charts.series.share'),
                data: data.map((b) => b.share),
                backgroundColor: p.tone.info,
                borderRadius: 4,
                barPercentage: 0.5,
              },
            ],
          },
          options: { indexAxis: 'y', plugins: { legend: { display: false } } },
        })}
      />
      <ChartJsCard
        title={t('charts.kinds.scatter')}
        query={source.samples}
        type="scatter"
        label={t('charts.labels.scatter')}
        build={(data, p) => ({
          data: {
            datasets: data.scatter.map((group, i) => ({
              label: group.name,
              data: group.points,
              backgroundColor: toneList(p)[i % 5],
              pointRadius: 5,
            })),
          },
          options: {
            scales: {
              x: { title: { display: true, text: t('charts.axes.price'), color: p.muted } },
              y: { title: { display: true, text: t('charts.axes.rating'), color: p.muted } },
            },
          },
        })}
      />
      <ChartJsCard
        title={t('charts.kinds.radar')}
        query={source.radar}
        type="radar"
        label={t('charts.labels.radar')}
        build={(data, p) => ({
          data: {
            labels: data.labels.map((m) => format.month(m)),
            datasets: data.series.map((s, i) => ({
              label: s.name,
              data: s.data,
              borderColor: toneList(p)[i % 5],
              backgroundColor: alpha(toneList(p)[i % 5] ?? p.tone.primary, 0.25),
              pointRadius: 0,
            })),
          },
          options: { scales: { r: { ticks: { display: false } } } },
        })}
      />
      <ChartJsCard
        title={t('charts.kinds.donut')}
        query={source.devices}
        type="doughnut"
        label={t('charts.labels.devices')}
        build={(data, p) => ({
          data: {
            labels: data.chart_info.map((d) => d.name),
            datasets: [
              {
                data: data.chart_info.map((d) => d.usage),
                backgroundColor: [p.tone.primary, p.tone.warning, p.tone.danger],
                borderColor: p.card,
              },
            ],
          },
          options: { cutout: '65%', plugins: { legend: { position: 'bottom' } } },
        })}
      />
      <ChartJsCard
        title={t('charts.kinds.polar')}
        query={source.browsers}
        type="polarArea"
        label={t('charts.labels.browsers')}
        build={(data, p) =>
          slices(
            p,
            data.map((b) => b.name),
            data.map((b) => b.share),
            toneList(p).map((c) => alpha(c, 0.75)),
          )
        }
      />
      <ChartJsCard
        title={t('charts.kinds.pie')}
        query={customers}
        type="pie"
        label={t('charts.labels.customers')}
        build={(data, p) =>
          slices(
            p,
            data.listData.map((d) => d.text),
            data.listData.map((d) => d.result),
            [p.tone.primary, p.tone.warning, p.tone.danger],
          )
        }
      />
    </ChartsPage>
  );
}
