/**
 * Whether a listener's port and address can be bound, asked before a start changes anything: a
 * first start seeds the data dir and generates the admin password, and a start that then fails to
 * listen would have lost that password (issue 69). The real listen may still fail (another
 * process binds the port in between): the cli names that port the same way (`portInUse`).
 */
import { createServer } from 'net';

/** A port or address a listener cannot have: one sentence naming the setting that chose it. */
export class ListenerUnavailableError extends Error {
  constructor(
    readonly port: number,
    readonly host: string,
    readonly setting: string,
    /** Node's code (EADDRINUSE…), not named `code`: this error is the sentence, not Node's error. */
    readonly reason: string
  ) {
    super(listenerMessage(port, host, setting, reason));
    this.name = 'ListenerUnavailableError';
  }
}

export function listenerMessage(port: number, host: string, setting: string, code: string): string {
  switch (code) {
    case 'EADDRINUSE':
      return `Port ${port} on ${host} is in use (${setting})`;
    case 'EACCES':
      return `Port ${port} on ${host} needs privileges this process does not have (${setting})`;
    case 'EADDRNOTAVAIL':
      return `${host} is not an address of this machine, so port ${port} cannot be listened on (${setting})`;
    default:
      return `Port ${port} on ${host} cannot be listened on: ${code} (${setting})`;
  }
}

/** The codes `listen` fails with for a reason in the configuration or on the machine, not in the code. */
const LISTEN_CODES = new Set(['EADDRINUSE', 'EACCES', 'EADDRNOTAVAIL']);

/** `error` as the operator's sentence when it is a listen refusal; undefined otherwise. */
export function listenRefusal(error: unknown, port: number, host: string, setting: string) {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && LISTEN_CODES.has(code)
    ? new ListenerUnavailableError(port, host, setting, code)
    : undefined;
}

/**
 * Binds `port` on `host` and lets it go again; throws ListenerUnavailableError when that is refused.
 * Port 0 (any free port) is always available.
 */
export async function checkListenable(port: number, host: string, setting: string): Promise<void> {
  if (port === 0) return;
  const probe = createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      probe.once('error', reject);
      // Not exclusive: in a worker process the primary binds it, as it does the worker's real
      // listener, so a port the other workers already share is no refusal.
      probe.listen({ port, host }, () => resolve());
    });
  } catch (error) {
    throw listenRefusal(error, port, host, setting) ?? error;
  }
  await new Promise<void>((resolve) => probe.close(() => resolve()));
}
