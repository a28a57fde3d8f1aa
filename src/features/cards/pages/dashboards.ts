// The two dashboards share their cards: one chunk for both.
export { AnalyticsDashboard } from './AnalyticsDashboard';
export { EcommerceDashboard } from './EcommerceDashboard';
