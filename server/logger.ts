import { pino, type Logger } from 'pino';
import type { Config } from './config';

export type { Logger };

/** JSON lines on stdout; pretty and coloured in development. Never logs passwords or cookies. */
export function createLogger(config: Pick<Config, 'logLevel' | 'prettyLogs'>): Logger {
  return pino({
    level: config.logLevel,
    base: undefined,
    redact: { paths: ['password', '*.password', 'headers.cookie', '*.headers.cookie'], remove: true },
    ...(config.prettyLogs
      ? { transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss' } } }
      : {}),
  });
}
