import { multiplyTable } from './db/scale';
import { users } from './services/users';

/** The users table at `count` rows (a multiple of the seed's 50), unique emails and usernames kept. */
export const seedManyUsers = (count: number) =>
  multiplyTable(users, Math.ceil(count / 50), (row, copy) =>
    copy === 0 ? {} : { email: `${copy}.${row.email}`, username: `${row.username}${copy}` },
  );
