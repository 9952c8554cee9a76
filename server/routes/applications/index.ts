import type { ApiRouter } from '../router';

/** Placeholder while the routes are being written. */
export function registerApplicationRoutes(_router: ApiRouter): void {}
