/**
 * `npm run i18n:check`: the code's messages against the shipped locales' files, the en-XA
 * pseudo-locale kept in step with the English, and no text left untranslated in browser code.
 * `--write` regenerates en-XA (the only generated file) instead of reporting it stale.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'fs';
import { dirname, join, relative } from 'path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { compareLocale } from './check_messages';
import { CATALOG_FILE, extractMessages } from './extract_messages';
import { pseudoLocalize } from './pseudo_locale';
import { i18nPlugin } from './no_untranslated_text';
import { NOT_SHIPPED, NOT_YET_TRANSLATED, TRANSLATED_CODE } from './scope';
import { EUI_FUNCTION_TOKENS } from '../../src/core/common/i18n/eui_function_tokens';

/** The locales translated by people; en is the code, en-XA is generated. */
export const TRANSLATED_LOCALES = ['de-DE', 'fr-FR', 'ja-JP', 'zh-CN'];
const PSEUDO = 'en-XA';
/** EUI's own strings: ids are EUI's tokens, English is EUI's (its i18ntokens.json). */
const EUI_NAMESPACE = 'eui';

/** The code's files, and the features' catalogs (`messages.json`; the locales' files are not). */
function sourceFiles(dir: string, out = { code: [] as string[], catalogs: [] as string[] }) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['node_modules', 'test_utils', 'test_fixtures', 'translations'].includes(entry.name)) {
        sourceFiles(path, out);
      }
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) {
      out.code.push(path);
    } else if (entry.name === CATALOG_FILE || entry.name.endsWith(`.${CATALOG_FILE}`)) {
      out.catalogs.push(path);
    }
  }
  return out;
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;

const sortedJson = (messages: Record<string, string>) =>
  `${JSON.stringify(Object.fromEntries(Object.entries(messages).sort(([a], [b]) => (a < b ? -1 : 1))), null, 2)}\n`;

/** A locale's files, merged; each key must belong to its file's namespace (`security.roles.json`). */
function readLocale(dir: string, problems: string[]): Record<string, string> {
  const merged: Record<string, string> = {};
  if (!existsSync(dir)) return merged;
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const namespace = file.replace(/\.json$/, '');
    for (const [id, message] of Object.entries(readJson(join(dir, file)))) {
      const prefix = namespace === EUI_NAMESPACE ? id.split('.')[0] : id.split('.').slice(0, 2).join('.');
      if (namespace !== EUI_NAMESPACE && prefix !== namespace) {
        problems.push(`${relative(process.cwd(), join(dir, file))}: ${id} belongs in ${prefix}.json`);
      }
      merged[id] = message;
    }
  }
  return merged;
}

function euiTokens(): Map<string, string> {
  const file = require.resolve('@elastic/eui/i18ntokens.json');
  const tokens = JSON.parse(readFileSync(file, 'utf8')) as Array<{ token: string; defString: string }>;
  // A default that is a function is code, not a message: its English is the ICU it says.
  return new Map(tokens.map(({ token, defString }) => [token, EUI_FUNCTION_TOKENS[token] ?? defString]));
}

export interface CheckOptions {
  root: string;
  /** Regenerates en-XA instead of reporting it stale. */
  write?: boolean;
}

export function checkI18n({ root, write = false }: CheckOptions): string[] {
  const src = join(root, 'src');
  const translations = join(src, 'translations');
  const { code: files, catalogs } = sourceFiles(src);
  // Each file is read once: the extraction and the catalog-names check both read the code.
  const texts = new Map<string, string>();
  const read = (file: string) => {
    let text = texts.get(file);
    if (text === undefined) texts.set(file, (text = readFileSync(file, 'utf8')));
    return text;
  };
  const { messages, problems } = extractMessages([...files, ...catalogs], read);
  const english = new Map([...messages.values()].map(({ id, defaultMessage }) => [id, defaultMessage]));
  for (const [id, { at }] of messages) {
    if (id.split('.').length < 3) problems.push(`${at}: ${id}: ids are <plugin>.<area>.<name>`);
  }

  const eui = euiTokens();
  for (const locale of TRANSLATED_LOCALES) {
    const all = readLocale(join(translations, locale), problems);
    const own = Object.fromEntries(Object.entries(all).filter(([id]) => !eui.has(id) || english.has(id)));
    problems.push(...compareLocale(locale, english, own));
    for (const [id, message] of Object.entries(all)) {
      if (eui.has(id) && !english.has(id)) {
        problems.push(...compareLocale(locale, new Map([[id, eui.get(id)!]]), { [id]: message }));
      }
    }
  }

  // en-XA: every code message and every EUI token another locale translates, pseudo-localised.
  const euiTranslated = new Set(
    TRANSLATED_LOCALES.flatMap((locale) => Object.keys(readLocale(join(translations, locale), []))).filter(
      (id) => eui.has(id) && !english.has(id)
    )
  );
  const pseudo = (entries: Iterable<[string, string]>) => {
    const out: Record<string, string> = {};
    for (const [id, message] of entries) {
      try {
        out[id] = pseudoLocalize(message);
      } catch {
        // The English does not parse: reported as the locales' problem above.
      }
    }
    return out;
  };
  const generated = {
    'messages.json': sortedJson(pseudo(english)),
    [`${EUI_NAMESPACE}.json`]: sortedJson(pseudo([...euiTranslated].map((id) => [id, eui.get(id)!]))),
  };
  const pseudoDir = join(translations, PSEUDO);
  for (const [file, text] of Object.entries(generated)) {
    const path = join(pseudoDir, file);
    const current = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
    if (current === text) continue;
    if (write) {
      mkdirSync(pseudoDir, { recursive: true });
      writeFileSync(path, text);
    } else {
      problems.push(
        `src/translations/${PSEUDO}/${file} is not the English's pseudo-locale: run npm run i18n:check -- --write`
      );
    }
  }

  problems.push(...unnamedCatalogEntries(files, catalogs, read));
  problems.push(...untranslatedText(root, files));
  return problems;
}

/**
 * A catalog's entry that no code names is a message no code uses. Code names an entry through the
 * name it imports the catalog under (`import messages from './messages.json'` … `messages.title`);
 * a catalog handed whole to a part (`<ListTable messages={messages} />`) is also named by what a
 * part that imports no catalog reads from its `messages` parameter (`messages.listTableCaption`).
 */
function unnamedCatalogEntries(files: string[], catalogs: string[], read: (file: string) => string): string[] {
  const named = new Map<string, Set<string>>(catalogs.map((catalog) => [catalog, new Set()]));
  const handedWhole = new Set<string>();
  const readByParts = new Set<string>();
  const importer = /import\s+(\w+)\s+from\s+'(\.{1,2}\/[^']*messages\.json)'/g;
  for (const file of files) {
    const text = read(file);
    const imports = [...text.matchAll(importer)];
    if (imports.length === 0) {
      for (const [, name] of text.matchAll(/\bmessages\.(\w+)/g)) readByParts.add(name);
    }
    for (const [, local, path] of imports) {
      const catalog = join(dirname(file), path);
      const names = named.get(catalog);
      if (!names) continue;
      for (const [, name] of text.matchAll(new RegExp(`\\b${local}\\.(\\w+)`, 'g'))) names.add(name);
      if (new RegExp(`=\\{${local}\\}`).test(text)) handedWhole.add(catalog);
    }
  }
  for (const catalog of handedWhole) for (const name of readByParts) named.get(catalog)?.add(name);
  const problems: string[] = [];
  for (const [catalog, names] of named) {
    for (const [name, entry] of Object.entries(
      JSON.parse(readFileSync(catalog, 'utf8')) as Record<string, { id?: unknown }>
    )) {
      if (!names.has(name))
        problems.push(`${relative(process.cwd(), catalog)}: ${name} (${String(entry?.id)}) is named by no code`);
    }
  }
  return problems;
}

/** The `i18n/no-untranslated-text` rule alone, over the browser code it holds for. */
function untranslatedText(root: string, files: string[]): string[] {
  const linter = new Linter({ cwd: root });
  const config: Linter.Config[] = [
    {
      files: TRANSLATED_CODE,
      ignores: [...NOT_SHIPPED, ...NOT_YET_TRANSLATED],
      languageOptions: { parser: tseslint.parser as Linter.Parser },
      plugins: { i18n: i18nPlugin },
      rules: { 'i18n/no-untranslated-text': 'error' },
    },
  ];
  return files.flatMap((file) =>
    linter
      .verify(readFileSync(file, 'utf8'), config, file)
      // Files outside the rule's scope answer "no matching configuration": not a problem.
      .filter((message) => message.ruleId === 'i18n/no-untranslated-text')
      .map((message) => `${relative(root, file)}:${message.line}: ${message.message}`)
  );
}
