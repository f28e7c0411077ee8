import { addMessages, i18n } from './translate';
import { fetchTranslations } from './fetch_translations';

/**
 * The plugins' messages beyond the shell's: one group per plugin (its apps' pages), at a URL that
 * names its content (the server's `/translations/<locale>/<plugin>.<hash>.json`, kept by the
 * browser for good). A group is fetched when one of its plugin's apps mounts, and lazyMount waits
 * for it beside the app's chunk, so the app's first render is already in the page's language.
 */
let urls: Readonly<Record<string, string>> = {};
const loads = new Map<string, Promise<void>>();

/** The page's groups (the injected metadata's `i18n.messageGroups`); anything but `{name: url}` is none. */
export function setMessageGroups(groups: unknown): void {
  loads.clear();
  const valid =
    typeof groups === 'object' &&
    groups !== null &&
    !Array.isArray(groups) &&
    Object.values(groups).every((url) => typeof url === 'string');
  urls = valid ? { ...(groups as Record<string, string>) } : {};
}

/**
 * Fetches `name`'s group once and adds its messages to what i18n.translate reads; at once when
 * the locale has no such group (English, or a plugin without messages). A failure rejects and is
 * forgotten, so the next mount asks again.
 */
export function loadMessageGroup(name: string, fetchImpl?: typeof fetch): Promise<void> {
  const url = Object.prototype.hasOwnProperty.call(urls, name) ? urls[name] : undefined;
  if (url === undefined) return Promise.resolve();
  let load = loads.get(name);
  if (!load) {
    load = fetchGroup(url, fetchImpl).catch((error: unknown) => {
      loads.delete(name);
      throw error;
    });
    // Whoever waits sees the failure; until then it is no unhandled rejection.
    load.catch(() => undefined);
    loads.set(name, load);
  }
  return load;
}

/** Every group asked for so far, loaded (rejects when one failed). */
export async function messageGroupsLoaded(): Promise<void> {
  await Promise.all(loads.values());
}

async function fetchGroup(url: string, fetchImpl?: typeof fetch): Promise<void> {
  const { locale, messages } = await fetchTranslations(url, fetchImpl);
  // A group of another language than the page's (a stale page) would mix two: English stays instead.
  if (locale === i18n.getLocale()) addMessages(messages);
}
