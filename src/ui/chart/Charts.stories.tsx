import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { allSkins } from '../story/allSkins';
import { BarChart } from './BarChart';
import { ChartLegend } from './ChartLegend';
import { Radar } from './Radar';
import { Ring } from './Ring';
import { Sparkline } from './Sparkline';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  gap: 1.5rem;
  color: var(--c-text);
`;

const series = [
  { name: 'Earning', data: [95, 177, 284, 256, 105, 63, 168, 218, 72], tone: 'primary' as const },
  { name: 'Expense', data: [-145, -80, -60, -180, -100, -60, -85, -75, -100], tone: 'warning' as const },
];
const months = ['Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov'];

function Gallery() {
  return (
    <Grid>
      <Sparkline data={[64, 64, 38, 29, 60, 32, 63]} name="Subscribers" label="Subscribers: 64 to 63" />
      <Sparkline data={[5, 40, 49, 59, 38, 13]} kind="line" tone="info" height={80} label="Profit by month" />
      <BarChart series={[{ name: 'Orders', data: [26, 74, 37, 29, 43], tone: 'warning' }]} height={80} label="Orders" />
      <Ring
        parts={[{ label: 'Completed', value: 61, tone: 'primary' }]}
        total={100}
        arc={270}
        trackTone="primary"
        thickness={0.2}
        label="Completed tickets: 61%"
      >
        <strong>61%</strong>
      </Ring>
      <div>
        <BarChart series={series} labels={months} stacked axes height={220} label="Earning and expense by month" />
        <ChartLegend items={series} />
      </div>
      <Ring
        parts={[
          { label: 'Desktop', value: 58.6, tone: 'primary' },
          { label: 'Mobile', value: 34.9, tone: 'warning' },
          { label: 'Tablet', value: 6.5, tone: 'danger' },
        ]}
        label="Sessions by device"
      />
      <Radar
        labels={['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun']}
        series={[
          { name: 'Sales', data: [90, 50, 86, 40, 100, 20], tone: 'primary' },
          { name: 'Visits', data: [70, 75, 70, 76, 20, 85], tone: 'info' },
        ]}
        label="Sales and visits by month"
      />
    </Grid>
  );
}

const meta = {
  title: 'UI/Charts',
  component: Gallery,
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cards' charts: each an image named for what it shows, drawn to its container's width. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Earning and expense by month' })).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'Completed tickets: 61%' })).toBeVisible();
    // Negative values go below zero: the axis shows them.
    await expect(canvas.getByText(/^\u2066-200\u2069$/)).toBeInTheDocument();
    const chart = await canvas.findByRole('img', { name: 'Sessions by device' });
    await expect(chart.querySelectorAll('path')).toHaveLength(3);
  },
};

/** The same charts in each skin, side by side: the colours come from the skin's variables. */
export const AllSkins: Story = { parameters: allSkins };

/** Right to left: the first category on the right, the value axis on the right edge. */
export const Rtl: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const chart = await within(canvasElement).findByRole('img', { name: 'Earning and expense by month' });
    const [march, november] = [...chart.querySelectorAll('text')].filter((t) =>
      ['Mar', 'Nov'].includes(t.textContent ?? ''),
    );
    await expect(Number(march?.getAttribute('x'))).toBeGreaterThan(Number(november?.getAttribute('x')));
  },
};

/** On a phone, each chart takes the full width and stays sharp. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
