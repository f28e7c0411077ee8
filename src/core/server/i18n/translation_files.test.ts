import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { SHELL_GROUP, TranslationFiles } from './translation_files';

describe('TranslationFiles', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'osd-translations-'));
    mkdirSync(join(dir, 'de-DE'));
    writeFileSync(join(dir, 'de-DE', 'security.roles.json'), JSON.stringify({ 'security.roles.title': 'Rollen' }));
    writeFileSync(join(dir, 'de-DE', 'eui.json'), JSON.stringify({ 'euiToast.dismissToast': 'Schließen' }));
    writeFileSync(join(dir, 'de-DE', 'notes.txt'), 'not a namespace');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("merges every namespace file of the locale's folder, once", () => {
    const files = new TranslationFiles(dir);
    expect(files.messages('de-DE')).toEqual({ 'security.roles.title': 'Rollen', 'euiToast.dismissToast': 'Schließen' });
    writeFileSync(join(dir, 'de-DE', 'eui.json'), JSON.stringify({ 'euiToast.dismissToast': 'Später' }));
    expect(files.messages('de-DE')['euiToast.dismissToast']).toBe('Schließen');
    expect(JSON.parse(files.read('DE-de.json')!)).toEqual({ locale: 'de-DE', messages: files.messages('de-DE') });
  });

  it('has no messages for English or a locale without files; a namespace subset is by id prefix', () => {
    const files = new TranslationFiles(dir, { 'en-XA': () => ({ 'a.b': '[Ȧ]' }) });
    expect(files.messages('en')).toEqual({});
    expect(files.messages('fr-FR')).toEqual({});
    expect(files.messages('en-XA')).toEqual({ 'a.b': '[Ȧ]' });
    expect(files.subset('de-DE', ['security.roles'])).toEqual({ 'security.roles.title': 'Rollen' });
    expect(files.subset('de-DE', ['security.role'])).toEqual({});
  });

  it('reads nothing for a name that is not a shipped locale', () => {
    const files = new TranslationFiles(dir);
    for (const name of ['pt-BR.json', 'de-DE', '../de-DE.json', 'de-DE/eui.json', 'eui.json']) {
      expect(files.read(name)).toBeUndefined();
    }
  });

  it('refuses a file that is not one object of messages, naming it', () => {
    writeFileSync(join(dir, 'de-DE', 'broken.json'), '["Rollen"]');
    expect(() => new TranslationFiles(dir).messages('de-DE')).toThrow(`${join(dir, 'de-DE', 'broken.json')} must hold`);
  });

  describe("groups (what a shell page carries, and what each plugin's apps fetch)", () => {
    beforeEach(() => {
      writeFileSync(join(dir, 'de-DE', 'core.chrome.json'), JSON.stringify({ 'core.chrome.home': 'Startseite' }));
      writeFileSync(join(dir, 'de-DE', 'security.account.json'), JSON.stringify({ 'security.account.menu': 'Konto' }));
      writeFileSync(
        join(dir, 'de-DE', 'management.app.json'),
        JSON.stringify({ 'management.app.title': 'Verwaltung' })
      );
    });
    const parsed = (files: TranslationFiles, group: string) => JSON.parse(files.groups('de-DE').get(group)!.body);

    it("puts core's messages, EUI's tokens and the plugins' shell namespaces in the shell's group, the rest by plugin", () => {
      const files = new TranslationFiles(dir, {}, ['security.account']);
      expect([...files.groups('de-DE').keys()].sort()).toEqual(['management', 'security', SHELL_GROUP]);
      expect(parsed(files, SHELL_GROUP)).toEqual({
        locale: 'de-DE',
        messages: {
          'core.chrome.home': 'Startseite',
          'euiToast.dismissToast': 'Schließen',
          'security.account.menu': 'Konto',
        },
      });
      expect(parsed(files, 'security').messages).toEqual({ 'security.roles.title': 'Rollen' });
      expect(parsed(files, 'management').messages).toEqual({ 'management.app.title': 'Verwaltung' });
      // English: an empty shell group only.
      expect([...files.groups('en').keys()]).toEqual([SHELL_GROUP]);
      expect(JSON.parse(files.groups('en').get(SHELL_GROUP)!.body)).toEqual({ locale: 'en', messages: {} });
    });

    it("names each group's URL by its content, and reads a group by that name alone", () => {
      const files = new TranslationFiles(dir, {}, ['security.account']);
      const urls = files.groupUrls('de-DE', '/base');
      expect(urls.security).toMatch(/^\/base\/translations\/de-DE\/security\.[0-9a-f]{12}\.json$/);
      const fileName = urls.security.split('/').pop()!;
      expect(files.readGroup('de-de', fileName)).toEqual({
        body: files.groups('de-DE').get('security')!.body,
        current: true,
      });
      // A page from before a change asks for an old hash: today's body, not to be kept.
      expect(files.readGroup('de-DE', 'security.000000000000.json')?.current).toBe(false);
      // Another content, another name.
      const other = new TranslationFiles(dir, {}, []);
      expect(other.groupUrls('de-DE', '/base').security).not.toBe(urls.security);
      for (const [locale, name] of [
        ['pt-BR', fileName],
        ['de-DE', 'dashboards.000000000000.json'],
        ['de-DE', '../de-DE.json'],
        ['de-DE', 'security.json'],
        ['de-DE', `__proto__.${fileName.split('.')[1]}.json`],
      ]) {
        expect(files.readGroup(locale, name)).toBeUndefined();
      }
    });
  });
});
