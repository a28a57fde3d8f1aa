export { ComingSoonPage } from './ComingSoonPage';
export { ErrorPage } from './ErrorPage';
export { MaintenancePage } from './MaintenancePage';
export { NotAuthorizedPage } from './NotAuthorizedPage';
