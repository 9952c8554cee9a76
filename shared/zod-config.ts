import { z } from 'zod';

/**
 * zod compiles object parsers with `new Function` when it may. The site, the admin and the desktop
 * renderer run under a Content-Security-Policy without 'unsafe-eval', where that probe is refused
 * and reported as a violation; parsing without it behaves the same. Imported by every module that
 * defines schemas, so it applies before the first parse on every side (server included).
 */
z.config({ jitless: true });
