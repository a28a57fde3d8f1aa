import { ChartJs } from '@/ui/chart/ChartJs';
import { alpha, type ChartPalette } from '@/ui/chart/palette';
import { useAnalytics } from '../api';
import { ChartCard } from '../components/ChartCard';
import { ChartsPage } from '../components/ChartsPage';
import { useSources } from '../components/useSources';

const toneList = (p: ChartPalette) => [p.tone.primary, p.tone.warning, p.tone.info, p.tone.success, p.tone.danger];

/** `/charts/chartjs`: Chart.js drawing the demo server's card data. */
export function ChartJsPage() {
  const { t, format, reportMonths, days, ...source } = useSources();
  // Only this page draws the customers (as a pie).
  const customers = useAnalytics('customers');
  return (
    <ChartsPage library="chartjs">
      <ChartCard title={t('charts.kinds.line')} query={source.traffic}>
        {(data) => (
          <ChartJs
            type="line"
            label={t('charts.labels.traffic')}
            build={(p) => ({
              data: {
                labels: days(data.series[0]?.data.length ?? 0),
                datasets: data.series.map((s) => ({
                  label: s.name,
                  data: s.data,
                  borderColor: p.tone.primary,
                  backgroundColor: p.tone.primary,
                  pointBackgroundColor: p.card,
                  pointRadius: 4,
                  borderWidth: 3,
                })),
              },
            })}
          />
        )}
      </ChartCard>
      <ChartCard title={t('charts.kinds.area')} query={source.activeUsers}>
        {(data) => (
          <ChartJs
            type="line"
            label={t('charts.labels.activeUsers')}
            build={(p) => ({
              data: {
                labels: days(data.series[0]?.data.length ?? 0),
                datasets: data.series.map((s) => ({
                  label: s.name,
                  data: s.data,
                  fill: 'origin',
                  tension: 0.4,
                  borderColor: p.tone.success,
                  backgroundColor: alpha(p.tone.success, 0.2),
                  pointRadius: 0,
                })),
              },
            })}
          />
        )}
      </ChartCard>
      <ChartCard title={t('charts.kinds.column')} query={source.revenue}>
        {(data) => (
          <ChartJs
            type="bar"
            label={t('charts.labels.revenue')}
            build={(p) => ({
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
        )}
      </ChartCard>
      <ChartCard title={t('charts.kinds.bar')} query={source.browsers}>
        {(data) => (
          <ChartJs
            type="bar"
            label={t('charts.labels.browsers')}
            build={(p) => ({
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
        )}
      </ChartCard>
      <ChartCard title={t('charts.kinds.scatter')} query={source.samples}>
        {(data) => (
          <ChartJs
            type="scatter"
            label={t('charts.labels.scatter')}
            build={(p) => ({
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
        )}
      </ChartCard>
      <ChartCard title={t('charts.kinds.radar')} query={source.radar}>
        {(data) => (
          <ChartJs
            type="radar"
            label={t('charts.labels.radar')}
            build={(p) => ({
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
        )}
      </ChartCard>
      <ChartCard title={t('charts.kinds.donut')} query={source.devices}>
        {(data) => (
          <ChartJs
            type="doughnut"
            label={t('charts.labels.devices')}
            build={(p) => ({
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
        )}
      </ChartCard>
      <ChartCard title={t('charts.kinds.polar')} query={source.browsers}>
        {(data) => (
          <ChartJs
            type="polarArea"
            label={t('charts.labels.browsers')}
            build={(p) => ({
              data: {
                labels: data.map((b) => b.name),
                datasets: [
                  {
                    data: data.map((b) => b.share),
                    backgroundColor: toneList(p).map((c) => alpha(c, 0.75)),
                    borderColor: p.card,
                  },
                ],
              },
              options: { plugins: { legend: { position: 'bottom' } } },
            })}
          />
        )}
      </ChartCard>
      <ChartCard title={t('charts.kinds.pie')} query={customers}>
        {(data) => (
          <ChartJs
            type="pie"
            label={t('charts.labels.customers')}
            build={(p) => ({
              data: {
                labels: data.listData.map((d) => d.text),
                datasets: [
                  {
                    data: data.listData.map((d) => d.result),
                    backgroundColor: [p.tone.primary, p.tone.warning, p.tone.danger],
                    borderColor: p.card,
                  },
                ],
              },
              options: { plugins: { legend: { position: 'bottom' } } },
            })}
          />
        )}
      </ChartCard>
    </ChartsPage>
  );
}
