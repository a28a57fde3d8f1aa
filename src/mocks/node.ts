import { setupServer } from 'msw/node';
import { allHandlers } from './index';

/** The same demo server for Node tests: `server.listen()`, then call it with fetch. */
export const server = setupServer(...allHandlers());
