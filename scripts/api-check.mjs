// `npm run api:check -- <url>`: calls every endpoint of the contract (src/lib/api/endpoints) on a
// running server, checks each answer against its schema, and says which screens the server is
// ready for. The engine is src/server/check; docs/backend.md has the options and a sample report.
import { parseArgs } from 'node:util';
import { withViteModule } from './viteModule.mjs';

const usage = `Usage: npm run api:check -- <url> [--test-server] [--only <tag or domain>] [--json]
       [--email <email>] [--password <password>]

  <url>            the server, e.g. http://localhost:8787
  --test-server    also check the writes (the check creates records of its own and deletes them);
                   without it no POST, PUT, PATCH or DELETE is sent but sign-in and refresh
  --only <name>    one endpoint tag (E-commerce, Permissions; any case) or demo-server domain
                   (checkout, roles: the keys of src/lib/api/endpoints/index.ts)
  --json           the report as JSON
  --email, --password   whom to sign in as (or API_CHECK_EMAIL, API_CHECK_PASSWORD);
                   the demo admin by default`;

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      'test-server': { type: 'boolean', default: false },
      only: { type: 'string' },
      json: { type: 'boolean', default: false },
      email: { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
} catch (error) {
  console.error(`${error.message}\n\n${usage}`);
  process.exit(2);
}
const { values, positionals } = parsed;
if (values.help) {
  console.log(usage);
  process.exit(0);
}
if (positionals.length !== 1) {
  console.error(usage);
  process.exit(2);
}

const options = {
  url: positionals[0],
  testServer: values['test-server'],
  only: values.only,
  email: values.email ?? process.env.API_CHECK_EMAIL,
  password: values.password ?? process.env.API_CHECK_PASSWORD,
};

try {
  const ok = await withViteModule('/src/server/check/index.ts', async ({ runApiCheck, formatReport }) => {
    const report = await runApiCheck(options);
    console.log(values.json ? JSON.stringify(report, null, 2) : formatReport(report));
    return report.ok;
  });
  process.exitCode = ok ? 0 : 1;
} catch (error) {
  console.error(`api:check: ${error.message}`);
  process.exitCode = 1;
}
