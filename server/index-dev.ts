import { main } from './index';

// The server of `npm run dev` (its browser files are rebuilt by `vite build --watch`).
main().catch((error: unknown) => {
  console.error('The server could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
