import { readFileSync } from 'fs';
import { createServer } from 'net';

/** A free loopback port, for a server (or cluster, or identity provider) whose address must be known before it starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A free loopback port below the kernel's ephemeral range, for a listener that opens only a while
 * after its port is chosen. A port `freePort` gives is an ephemeral one: in the gap another
 * process's outgoing connection (or a client retrying that very port, which then connects to
 * itself) can be bound to it, and the late listener fails with EADDRINUSE (a CI run at load 17).
 */
export async function portOutsideEphemeralRange(): Promise<number> {
  const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
  const floor = Math.min(20_000, low - 1_000);
  for (;;) {
    const port = floor + Math.floor(Math.random() * (low - floor));
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}
