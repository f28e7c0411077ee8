import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import { afterEach, beforeEach } from '@jest/globals';
import { resetTranslations, setTranslations } from './translate';

const TRANSLATIONS_DIR = join(__dirname, '..', '..', '..', 'translations');

/**
 * Test-only: loads a shipped locale's files (`src/translations/<locale>/*.json`) as the browser
 * would, so a test renders a page in that language; returns the function that goes back to English.
 */
export function loadShippedLocale(locale: string): () => void {
  const dir = join(TRANSLATIONS_DIR, locale);
  const messages: Record<string, string> = {};
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    Object.assign(messages, JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>);
  }
  setTranslations({ locale, messages });
  return resetTranslations;
}

/**
 * Test-only: every test of the calling file renders in `locale` (loaded before each test, English
 * again after it), for the page tests that read one language throughout.
 */
export function inShippedLocale(locale: string): void {
  let reset: (() => void) | undefined;
  beforeEach(() => {
    reset = loadShippedLocale(locale);
  });
  afterEach(() => reset?.());
}
