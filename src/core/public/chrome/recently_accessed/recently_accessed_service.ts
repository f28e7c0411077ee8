import type { HttpStart } from '../../http/types';
import type { ChromeRecentlyAccessed, ChromeRecentlyAccessedHistoryItem } from '../types';
import { PersistedLog } from './persisted_log';

export const MAX_RECENTLY_ACCESSED = 20;

/**
 * Short, stable, non-cryptographic hash (32-bit FNV-1a). The key only has to keep two
 * deployments on different base paths of one origin from sharing a history.
 */
export function hashBasePath(basePath: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < basePath.length; i++) {
    hash ^= basePath.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

export function recentlyAccessedStorageKey(basePath: string): string {
  return `recentlyAccessed-${hashBasePath(basePath)}`;
}

function isHistoryItem(item: unknown): item is ChromeRecentlyAccessedHistoryItem {
  if (typeof item !== 'object' || item === null) return false;
  const { link, label, id } = item as Record<string, unknown>;
  return typeof link === 'string' && typeof label === 'string' && typeof id === 'string';
}

export class RecentlyAccessedService {
  private log?: PersistedLog<ChromeRecentlyAccessedHistoryItem>;

  start({ http }: { http: Pick<HttpStart, 'basePath'> }): ChromeRecentlyAccessed {
    const log = new PersistedLog<ChromeRecentlyAccessedHistoryItem>(recentlyAccessedStorageKey(http.basePath.get()), {
      maxLength: MAX_RECENTLY_ACCESSED,
      keyOf: (item) => item.id,
      isValid: isHistoryItem,
    });
    this.log = log;
    return {
      add: (link, label, id) => log.add({ link, label, id }),
      get: () => log.get(),
      get$: () => log.get$(),
    };
  }

  stop() {
    this.log?.stop();
  }
}
