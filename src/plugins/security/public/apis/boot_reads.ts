/**
 * The reads the plugin makes while a page boots (who the user is, which REST API endpoints they
 * may use), handed once to the Security app that opens on the same page load: it asks the same two
 * questions about a second later, and with a thousand tenants the account answer alone is ~20 KB
 * and a few hundred milliseconds of server time on the page's critical path. A read is handed out
 * once and only while fresh, so a later visit (roles or tenants changed since) asks the server again.
 */

/** How long a boot read stays fresh enough to stand in for a new request. */
export const BOOT_READ_FRESH_MS = 10_000;

const reads = new Map<string, { read: Promise<unknown>; at: number }>();

/** Keeps a boot read of `path` for the app that asks next; answers the same promise. */
export function rememberBootRead<T>(path: string, read: Promise<T>): Promise<T> {
  reads.set(path, { read, at: Date.now() });
  return read;
}

/**
 * The boot's read of `path` if one is fresh (taken: the next caller asks the server), else a new
 * one; a boot read that failed is asked again rather than reported.
 */
export function sharedRead<T>(path: string, fresh: () => Promise<T>): Promise<T> {
  const kept = reads.get(path);
  reads.delete(path);
  if (!kept || Date.now() - kept.at > BOOT_READ_FRESH_MS) return fresh();
  return (kept.read as Promise<T>).catch(() => fresh());
}
