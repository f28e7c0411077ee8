/**
 * The lines the command line prints on stdout whatever `logging.dest` says: the URL it serves,
 * the operator notices after it, `Stopped`. Scripts and people wait for them on stdout, so they
 * stay there; with `logging.json` they are ECS records like every other line, so a pipeline
 * reading stdout parses each line it gets.
 */
import { jsonLayout } from './layouts';
import type { LoggingConfig } from './types';

export type ConsoleLine = (text: string) => void;

/** The logger name these records carry (they are the server's own, not a plugin's). */
export const CONSOLE_LOGGER = 'server';

export function consoleLines(
  config: Pick<LoggingConfig, 'json'>,
  serviceName: string,
  write: (chunk: string) => void = (chunk) => void process.stdout.write(chunk)
): ConsoleLine {
  if (!config.json) return (text) => write(`${text}\n`);
  const layout = jsonLayout(serviceName);
  // Not through the redaction step: a notice is shown on purpose (a first start's generated password).
  return (text) => write(layout({ timestamp: new Date(), level: 'info', logger: CONSOLE_LOGGER, message: text }));
}
