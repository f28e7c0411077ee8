import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { TranslationFiles } from './translation_files';

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
});
