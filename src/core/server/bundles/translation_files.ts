import { existsSync, readFileSync } from 'fs';
import { join } from 'path';

/** A locale's file name: `en.json`, `zh-CN.json`. */
const LOCALE_FILE = /^([a-z]{2}(?:-[A-Za-z]{2,4})?)\.json$/;

/**
 * The translation files (`src/translations/<locale>.json`), each read once: every page load asks
 * for one, by URL or written into the page.
 */
export class TranslationFiles {
  private readonly texts = new Map<string, string>();

  constructor(private readonly dir: string) {}

  /** The file's text for a name like `en.json`; undefined for anything but a known locale's file. */
  read(fileName: string): string | undefined {
    const match = LOCALE_FILE.exec(fileName);
    if (!match) return undefined;
    const file = join(this.dir, `${match[1]}.json`);
    if (!this.texts.has(file)) {
      if (!existsSync(file)) return undefined;
      this.texts.set(file, readFileSync(file, 'utf8'));
    }
    return this.texts.get(file);
  }
}
