// The five card gallery pages (`/cards/*`) share their cards: one chunk for all five, which the route
// table loads by this file.
export { ActionCardsPage } from './ActionCardsPage';
export { AdvanceCardsPage } from './AdvanceCardsPage';
export { AnalyticsCardsPage } from './AnalyticsCardsPage';
export { BasicCardsPage } from './BasicCardsPage';
export { StatisticsCardsPage } from './StatisticsCardsPage';
