import { main } from './index';

// `npm start`: (later also builds the web site when it is missing), then runs the server.
main().catch((error: unknown) => {
  console.error('The server could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
