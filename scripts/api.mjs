// `npm run api`: the demo API over HTTP (src/server/apiServer.ts), from the same handlers, services
// and seed as the in-browser demo server. State lives in memory, fresh from the seed at each start.
//   npm run api -- --port 8787 --session cookie --origin http://localhost:5173
import { parseArgs } from 'node:util';
import { loadViteModule } from './viteModule.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '8787' },
    host: { type: 'string', default: 'localhost' },
    session: { type: 'string', default: 'bearer' },
    origin: { type: 'string', multiple: true },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help) {
  console.log(`npm run api -- [--port 8787] [--host localhost] [--session bearer|cookie] [--origin <url>]…

  --session cookie   sessions in HttpOnly cookies instead of bearer tokens (build the app with
                     VITE_SESSION=cookie); changes are taken only from the --origin list
  --origin           the app's origin, repeatable (default: Vite's dev and preview servers and
                     Storybook, on localhost and 127.0.0.1)`);
  process.exit(0);
}
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, got "${values.port}"`);
  process.exit(2);
}
if (values.session !== 'bearer' && values.session !== 'cookie') {
  console.error(`--session must be bearer or cookie, got "${values.session}"`);
  process.exit(2);
}

// Production behaviour: the development-only checks of the demo data (frozen rows) stay off.
process.env.NODE_ENV ??= 'production';
const { module, close } = await loadViteModule('/src/server/apiServer.ts');
const server = await module.startApiServer({
  port,
  host: values.host,
  session: values.session,
  ...(values.origin && { origins: values.origin }),
});
console.log(`Demo API (${values.session} sessions) on ${server.url}`);

for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, async () => {
    await server.close();
    await close();
    process.exit(0);
  });
