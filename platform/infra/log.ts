// The worker's structured logger (pino, the logger the API uses through Fastify).
import { pino } from 'pino';
import type { LogLevel } from '../config';

export interface Log {
  debug(obj: object | string, msg?: string): void;
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
  error(obj: object | string, msg?: string): void;
}

export function createLogger(name: string, level: LogLevel): Log {
  return pino({ name, level });
}
