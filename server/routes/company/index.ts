import type { ApiRouter } from '../router';

/** Placeholder while the routes are being written. */
export function registerCompanyRoutes(_router: ApiRouter): void {}
