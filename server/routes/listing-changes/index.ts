import type { ApiRouter } from '../router';

/** Placeholder while the routes are being written. */
export function registerListingChangeRoutes(_router: ApiRouter): void {}
