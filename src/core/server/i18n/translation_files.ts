import { existsSync, readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import { DEFAULT_LOCALE, shippedLocale, type ShippedLocale } from '../../common/i18n';

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

  constructor(
    private readonly dir: string,
    private readonly generated: GeneratedMessages = {}
  ) {}

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
