import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { failing, whileLoading } from '@/stories/support/cardStories';
import { AnalyticsDashboard } from './AnalyticsDashboard';
import { EcommerceDashboard } from './EcommerceDashboard';
import { pageParameters } from '../../../../.storybook/parameters';

const meta = {
  title: 'Dashboards',
  component: EcommerceDashboard,
  parameters: { session: 'admin', route: '/', ...pageParameters },
} satisfies Meta<typeof EcommerceDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/`: every card from the demo server. */
export const Ecommerce: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'E-commerce dashboard' })).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { name: 'Congratulations, John!' })).toBeVisible();
    await expect(await canvas.findByText('$25,852')).toBeVisible();
    await expect(await canvas.findByText('786,617')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Developer meetup' })).toBeVisible();
  },
};

export const EcommerceDark: Story = { ...Ecommerce, globals: { skin: 'dark' } };
export const EcommerceSemiDark: Story = { ...Ecommerce, globals: { skin: 'semi-dark' } };
export const EcommerceBordered: Story = { ...Ecommerce, globals: { skin: 'bordered' } };
export const EcommerceRtl: Story = { ...Ecommerce, globals: { direction: 'rtl' } };
export const EcommercePhone: Story = { ...Ecommerce, globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** Every card waits in its frame while the server has not answered. */
export const EcommerceLoading: Story = {
  parameters: whileLoading,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status').length).toBeGreaterThanOrEqual(9);
  },
};

/** One card failing does not take the page down: each says so and offers a retry. */
export const EcommerceServerError: Story = {
  parameters: failing,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Revenue report could not be loaded.')).toBeVisible();
    await expect(await canvas.findAllByRole('button', { name: 'Try again' })).not.toHaveLength(0);
  },
};

/** `/dashboard/analytics`. */
export const Analytics: Story = {
  render: () => <AnalyticsDashboard />,
  parameters: { route: '/dashboard/analytics' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Analytics dashboard' })).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { name: 'Congratulations, John Doe' })).toBeVisible();
    await expect(await canvas.findByText('92.6K')).toBeVisible();
    await expect(await canvas.findByText('163')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Recent invoices' })).toBeVisible();
  },
};

export const AnalyticsDark: Story = { ...Analytics, globals: { skin: 'dark' } };
export const AnalyticsRtl: Story = { ...Analytics, globals: { direction: 'rtl' } };
export const AnalyticsPhone: Story = { ...Analytics, globals: { viewport: { value: 'mobile1', isRotated: false } } };

export const AnalyticsLoading: Story = {
  render: () => <AnalyticsDashboard />,
  parameters: { ...whileLoading, route: '/dashboard/analytics' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status').length).toBeGreaterThanOrEqual(9);
  },
};

export const AnalyticsServerError: Story = {
  render: () => <AnalyticsDashboard />,
  parameters: { ...failing, route: '/dashboard/analytics' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Support tracker could not be loaded.')).toBeVisible();
  },
};
