import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { dirname, join } from 'path';
import { checkI18n } from './check_repository';

const PAGE = `import React from 'react';
import { i18n, FormattedMessage } from '../../../core/public';
export const Page = ({ count }: { count: number }) => (
  <section aria-label={i18n.translate('demo.page.regionLabel', { defaultMessage: 'Roles' })}>
    <FormattedMessage id="demo.page.count" defaultMessage="{count, plural, one {# role} other {# roles}}" values={{ count }} />
  </section>
);
`;
const GERMAN = {
  'demo.page.count': '{count, plural, one {# Rolle} other {# Rollen}}',
  'demo.page.regionLabel': 'Rollen',
};

describe('npm run i18n:check', () => {
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const locales = (messages: Record<string, string>) => {
    for (const locale of ['de-DE', 'fr-FR', 'ja-JP', 'zh-CN']) {
      write(`src/translations/${locale}/demo.page.json`, JSON.stringify(messages));
    }
  };
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'i18n-check-'));
    write('src/plugins/demo/public/page.tsx', PAGE);
    locales(GERMAN);
    checkI18n({ root, write: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('passes when every message is in every locale with its placeholders, and en-XA is generated', () => {
    expect(checkI18n({ root })).toEqual([]);
    const pseudo = JSON.parse(readFileSync(join(root, 'src/translations/en-XA/messages.json'), 'utf8'));
    expect(pseudo['demo.page.regionLabel']).toBe('[Ŕöļéš]');
    expect(pseudo['demo.page.count']).toMatch(/^\[\{count,plural,one\{# .+\} other\{# .+\}\}\]$/);
  });

  it('fails on a text planted in a page without a message', () => {
    write('src/plugins/demo/public/page.tsx', PAGE.replace('</section>', '<p>Planted text</p></section>'));
    expect(checkI18n({ root })).toEqual([
      'src/plugins/demo/public/page.tsx:6: Untranslated text "Planted text": use i18n.translate or <FormattedMessage>.',
    ]);
  });

  it('fails on a placeholder prop, a toast and a ?: branch left literal', () => {
    write(
      'src/plugins/demo/public/form.tsx',
      `export const F = ({ t, ok }: any) => { t.addDanger('Could not save'); return <input placeholder="Search roles" title={ok ? 'Saved' : ''} />; };\n`
    );
    const problems = checkI18n({ root });
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(
      /toast text "Could not save"[\s\S]*placeholder "Search roles"[\s\S]*title "Saved"/
    );
  });

  it('reads code, keys and samples as written: inside <code> and JSON placeholders', () => {
    write(
      'src/plugins/demo/public/sample.tsx',
      `export const S = () => <p><code>Authorization: ApiKey x</code><input placeholder='{"match": {}}' /></p>;\n`
    );
    expect(checkI18n({ root })).toEqual([]);
  });

  it('fails on a message missing from a locale, one no code uses, and placeholders that differ', () => {
    writeFileSync(
      join(root, 'src/translations/fr-FR/demo.page.json'),
      JSON.stringify({ 'demo.page.count': '{n, plural, one {# rôle} other {# rôles}}', 'demo.page.gone': 'Parti' })
    );
    expect(checkI18n({ root }).sort()).toEqual([
      'fr-FR: demo.page.count has placeholders {n:plural}, the English has {count:plural}',
      'fr-FR: demo.page.gone is not used by the code',
      'fr-FR: demo.page.regionLabel is missing',
    ]);
  });

  it("checks the ids the server defines for texts it translates per request, as the browser's", () => {
    write(
      'src/plugins/demo/server/status.ts',
      `import { i18n, localize } from '../../../core/server';
export const ready = () => i18n.defineMessage('demo.status.ready', { defaultMessage: 'Ready for {count} users', values: { count: 1 } });
export const label = (translator: any) => translator.translate('demo.status.label', { defaultMessage: 'Demo' });
export const shown = (translator: any, text: any) => translator.translate(text.id, { defaultMessage: text.defaultMessage });
`
    );
    write(
      'src/translations/de-DE/demo.status.json',
      JSON.stringify({ 'demo.status.ready': 'Bereit für {users} Benutzer' })
    );
    expect(checkI18n({ root }).sort()).toEqual(
      [
        'de-DE: demo.status.label is missing',
        'de-DE: demo.status.ready has placeholders {users:text}, the English has {count:text}',
        ...['fr-FR', 'ja-JP', 'zh-CN'].flatMap((locale) => [
          `${locale}: demo.status.label is missing`,
          `${locale}: demo.status.ready is missing`,
        ]),
        "src/translations/en-XA/messages.json is not the English's pseudo-locale: run npm run i18n:check -- --write",
      ].sort()
    );
  });

  it("reads a feature's catalog (messages.json): its entries are checked like inline messages", () => {
    write(
      'src/plugins/demo/public/messages.json',
      JSON.stringify({ pageTitle: { id: 'demo.page.title', defaultMessage: 'Role {name}', description: 'The header' } })
    );
    write(
      'src/plugins/demo/public/title.tsx',
      `import { i18n, FormattedMessage } from '../../../core/public';
import messages from './messages.json';
export const T = ({ name }: { name: string }) => <h1 title={i18n.translate(messages.pageTitle, { name })}><FormattedMessage {...messages.pageTitle} values={{ name }} /></h1>;
`
    );
    expect(checkI18n({ root }).sort()).toEqual([
      'de-DE: demo.page.title is missing',
      'fr-FR: demo.page.title is missing',
      'ja-JP: demo.page.title is missing',
      "src/translations/en-XA/messages.json is not the English's pseudo-locale: run npm run i18n:check -- --write",
      'zh-CN: demo.page.title is missing',
    ]);
    locales({ ...GERMAN, 'demo.page.title': 'Rolle {name}' });
    checkI18n({ root, write: true });
    expect(checkI18n({ root })).toEqual([]);
    const pseudo = JSON.parse(readFileSync(join(root, 'src/translations/en-XA/messages.json'), 'utf8'));
    expect(pseudo['demo.page.title']).toMatch(/^\[.+ \{name\}\]$/);

    locales({ ...GERMAN, 'demo.page.title': 'Rolle {rolle}' });
    expect(checkI18n({ root })).toContain(
      'de-DE: demo.page.title has placeholders {rolle:text}, the English has {name:text}'
    );
  });

  it('fails on a catalog entry no code names', () => {
    write(
      'src/plugins/demo/public/messages.json',
      JSON.stringify({
        shown: { id: 'demo.page.shown', defaultMessage: 'Shown' },
        left: { id: 'demo.page.left', defaultMessage: 'Left behind' },
      })
    );
    write(
      'src/plugins/demo/public/title.tsx',
      `import { i18n } from '../../../core/public';
import texts from './messages.json';
export const title = () => i18n.translate(texts.shown);
`
    );
    locales({ ...GERMAN, 'demo.page.shown': 'Gezeigt', 'demo.page.left': 'Zurückgelassen' });
    checkI18n({ root, write: true });
    expect(checkI18n({ root })).toEqual([
      expect.stringMatching(/demo\/public\/messages\.json: left \(demo\.page\.left\) is named by no code$/),
    ]);
  });

  it('counts a catalog handed whole to a part as named by what the part reads from it, and no more', () => {
    write(
      'src/plugins/demo/public/messages.json',
      JSON.stringify({
        tableCaption: { id: 'demo.page.tableCaption', defaultMessage: 'Roles' },
        left: { id: 'demo.page.left', defaultMessage: 'Left behind' },
      })
    );
    write(
      'src/plugins/demo/public/table.tsx',
      `import { i18n } from '../../../core/public';
export const Table = ({ messages }: { messages: { tableCaption: { id: string; defaultMessage: string } } }) => (
  <table><caption>{i18n.translate(messages.tableCaption)}</caption></table>
);
`
    );
    write(
      'src/plugins/demo/public/list.tsx',
      `import messages from './messages.json';
import { Table } from './table';
export const List = () => <Table messages={messages} />;
`
    );
    locales({ ...GERMAN, 'demo.page.tableCaption': 'Rollen', 'demo.page.left': 'Zurückgelassen' });
    checkI18n({ root, write: true });
    expect(checkI18n({ root })).toEqual([
      expect.stringMatching(/demo\/public\/messages\.json: left \(demo\.page\.left\) is named by no code$/),
    ]);
  });

  it('fails on a catalog entry without a text id and English, or with other fields', () => {
    write(
      'src/plugins/demo/public/messages.json',
      `{
  "title": { "id": 7, "defaultMessage": "Title" },
  "body": { "id": "demo.page.body" },
  "note": { "id": "demo.page.note", "defaultMessage": "Note", "values": {} }
}
`
    );
    const file = join(root, 'src/plugins/demo/public/messages.json');
    // No code names these entries either: that is the test above's problem.
    expect(checkI18n({ root }).filter((problem) => !problem.endsWith('is named by no code'))).toEqual([
      `${file}:2: the message id is not a literal string`,
      `${file}:3: demo.page.body: defaultMessage is not a literal string`,
      `${file}:4: note holds only id, defaultMessage and description (strings)`,
    ]);
  });

  it('fails when en-XA no longer follows the English', () => {
    write('src/plugins/demo/public/page.tsx', PAGE.replace("defaultMessage: 'Roles'", "defaultMessage: 'Role list'"));
    expect(checkI18n({ root })).toEqual([
      "src/translations/en-XA/messages.json is not the English's pseudo-locale: run npm run i18n:check -- --write",
    ]);
  });
});
