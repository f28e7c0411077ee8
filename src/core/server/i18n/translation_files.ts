import { createHash } from 'crypto';
import { existsSync, readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import { DEFAULT_LOCALE, shippedLocale, type ShippedLocale } from '../../common/i18n';

/** The group of the messages every shell page needs: core's, EUI's and the plugins' shell namespaces. */
export const SHELL_GROUP = 'shell';

/** One group of a locale's messages as the browser fetches it, at a URL that names its content. */
export interface MessageGroup {
  /** `{locale, messages}` as JSON. */
  body: string;
  /** The first hex digits of the body's SHA-256: the file name changes whenever the body does. */
  hash: string;
}

/** EUI's tokens are their own ids (`euiTablePagination.rowsPerPage`). */
const EUI_TOKEN = /^eui[A-Z]/;

/** A locale's messages made elsewhere than in files (the pseudo-locale's, from the English). */
export type GeneratedMessages = Partial<Record<ShippedLocale, () => Record<string, string>>>;

/**
 * The shipped locales' messages: every file of `src/translations/<locale>/` (one per namespace,
 * flat `{id: message}`) merged, each locale read once on first use. English is the code's
 * `defaultMessage`s, so it has none. Only a name shippedLocale() accepts reaches the file system:
 * a URL never names a folder or file by itself.
 */
export class TranslationFiles {
  private readonly merged = new Map<ShippedLocale, Readonly<Record<string, string>>>();
  private readonly bodies = new Map<string, string>();
  private readonly groupsByLocale = new Map<ShippedLocale, ReadonlyMap<string, MessageGroup>>();
  private shellNamespaces: ReadonlySet<string>;

  /** `shellNamespaces`: the plugins' namespaces shown outside their apps (manifests' `shellMessages`). */
  constructor(
    private readonly dir: string,
    private readonly generated: GeneratedMessages = {},
    shellNamespaces: readonly string[] = []
  ) {
    this.shellNamespaces = new Set(shellNamespaces);
  }

  /**
   * The plugins' shell namespaces, once the plugins are known (the server reads translations for
   * its own texts before that); the groups are made again from them.
   */
  useShellNamespaces(shellNamespaces: readonly string[]): void {
    this.shellNamespaces = new Set(shellNamespaces);
    this.groupsByLocale.clear();
  }

  /**
   * The group a message travels in: the shell's (core's, EUI's tokens and the shell namespaces),
   * else its plugin's (an id's first part), which the browser fetches when one of the plugin's
   * apps mounts. A shell page so carries only what the shell shows, whatever the apps hold.
   */
  groupOf(id: string): string {
    const [plugin, area] = id.split('.', 2);
    if (plugin === 'core' || EUI_TOKEN.test(id) || this.shellNamespaces.has(`${plugin}.${area}`)) return SHELL_GROUP;
    return plugin;
  }

  /** The locale's messages in groups (English has only an empty shell group: its messages are the code's). */
  groups(locale: ShippedLocale): ReadonlyMap<string, MessageGroup> {
    let groups = this.groupsByLocale.get(locale);
    if (!groups) {
      const messages = new Map<string, Record<string, string>>([[SHELL_GROUP, {}]]);
      for (const [id, message] of Object.entries(this.messages(locale))) {
        const name = this.groupOf(id);
        let group = messages.get(name);
        if (!group) messages.set(name, (group = {}));
        group[id] = message;
      }
      const made = new Map<string, MessageGroup>();
      for (const [name, group] of messages) {
        const body = JSON.stringify({ locale, messages: group });
        made.set(name, { body, hash: createHash('sha256').update(body).digest('hex').slice(0, 12) });
      }
      groups = made;
      this.groupsByLocale.set(locale, groups);
    }
    return groups;
  }

  /** Each group's URL under `basePath`: `/translations/<locale>/<group>.<hash>.json`. */
  groupUrls(locale: ShippedLocale, basePath: string): Record<string, string> {
    return Object.fromEntries(
      [...this.groups(locale)].map(([name, { hash }]) => [
        name,
        `${basePath}/translations/${locale}/${name}.${hash}.json`,
      ])
    );
  }

  /**
   * The body for a group's file name (`shell.<hash>.json`) in the locale a URL names, and whether
   * the hash is the current one (only then may a cache keep it for good); undefined for anything else.
   */
  readGroup(localeName: string, fileName: string): { body: string; current: boolean } | undefined {
    const locale = shippedLocale(localeName);
    const match = /^([a-z][a-zA-Z0-9_]*)\.([0-9a-f]{12})\.json$/.exec(fileName);
    if (locale === undefined || !match) return undefined;
    const group = this.groups(locale).get(match[1]);
    return group && { body: group.body, current: group.hash === match[2] };
  }

  /** The locale's messages, every namespace. */
  messages(locale: ShippedLocale): Readonly<Record<string, string>> {
    let messages = this.merged.get(locale);
    if (!messages) {
      messages = Object.freeze(this.load(locale));
      this.merged.set(locale, messages);
    }
    return messages;
  }

  /** Only the messages whose id starts with one of `prefixes` (a light page's namespaces). */
  subset(locale: ShippedLocale, prefixes: readonly string[]): Record<string, string> {
    const all = this.messages(locale);
    return Object.fromEntries(
      Object.entries(all).filter(([id]) => prefixes.some((prefix) => id === prefix || id.startsWith(`${prefix}.`)))
    );
  }

  /** `/translations/<locale>.json`'s body: `{locale, messages}` as JSON, made once per locale. */
  body(locale: ShippedLocale): string {
    let text = this.bodies.get(locale);
    if (text === undefined) {
      text = JSON.stringify({ locale, messages: this.messages(locale) });
      this.bodies.set(locale, text);
    }
    return text;
  }

  /** The body for a file name like `de-DE.json` (any case); undefined for anything but a shipped locale's. */
  read(fileName: string): string | undefined {
    if (!fileName.endsWith('.json')) return undefined;
    const locale = shippedLocale(fileName.slice(0, -'.json'.length));
    return locale === undefined ? undefined : this.body(locale);
  }

  private load(locale: ShippedLocale): Record<string, string> {
    const make = this.generated[locale];
    if (make) return make();
    if (locale === DEFAULT_LOCALE) return {};
    const folder = join(this.dir, locale);
    if (!existsSync(folder)) return {};
    const messages: Record<string, string> = {};
    const files = readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .sort();
    for (const file of files) {
      const parsed = JSON.parse(readFileSync(join(folder, file), 'utf8')) as unknown;
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
        throw new Error(`${join(folder, file)} must hold one object of {id: message}.`);
      }
      for (const [id, message] of Object.entries(parsed)) {
        if (typeof message === 'string') messages[id] = message;
      }
    }
    return messages;
  }
}
