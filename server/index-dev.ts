import { main } from './index';

// The API server for `npm run dev` (no web build: Vite serves the pages).
main().catch((error: unknown) => {
  console.error('The server could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
