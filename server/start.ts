import './node-env';
import { main } from './index';
import { WEB_DIST } from './web';
import { ensureWebBuild } from './web-build';

// `npm start`: builds the web site when it is missing or its sources changed, then runs the server.
try {
  ensureWebBuild(WEB_DIST);
  await main(process.env, { renderer: 'built' });
} catch (error: unknown) {
  console.error('The server could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
}
