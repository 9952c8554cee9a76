/** Ends the current task: the browser may paint and handle input before the next start-up step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The web app's entry. Its code is evaluated in stages, each a task of its own (React DOM, Fluent UI,
 * the router with i18next and TanStack Query, then the app), instead of one long task for the whole module graph: on a slow phone no
 * start-up step blocks input for long (Lighthouse's total blocking time, docs/performance.md). The
 * boot script of index.html has already asked for every file of these stages.
 */
async function boot(): Promise<void> {
  const { createRoot } = await import('./start/react-dom');
  await nextTask();
  await import('./start/fluent');
  await nextTask();
  await import('./start/libs');
  await nextTask();
  const { start } = await import('./start/app');
  await nextTask();
  await start(createRoot, nextTask);
}

void boot();
