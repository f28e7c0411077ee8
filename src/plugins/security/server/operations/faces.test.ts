/**
 * The two HTTP faces (`routes/` for `/api/v1`, `rest_api/` for the REST listener) are adapters over
 * the operations layer: this keeps them so. A face that wrote the configuration through the backend
 * itself, imported the embedded backend, or carried who asked in ambient state would have a rule of
 * its own that the other face might not share.
 */
import { readdirSync, readFileSync, statSync } from 'fs';
import { join, relative } from 'path';

const SERVER = join(__dirname, '..');
const FACES = ['routes', 'rest_api'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

const faceFiles = FACES.flatMap((face) => sources(join(SERVER, face))).map((path) => ({
  name: relative(SERVER, path),
  text: readFileSync(path, 'utf8'),
}));

/**
 * A backend method that changes the configuration, called on anything but an operation (`writes`:
 * a write handler's `EntryWrites`, the operations or their dry-run judge).
 */
const BACKEND_WRITE =
  /(?<![A-Za-z]Operations|\bwrites)\.(upsert|changeEntries|updateAuditConfig|updateTenancyConfig|updateSecurityConfig|updateAllowlist|revertHistory|importFiles|importConfig)\(/;

describe('the HTTP faces', () => {
  it('are found where this test looks', () => {
    expect(faceFiles.map((f) => f.name)).toEqual(
      expect.arrayContaining(['routes/configuration/entry_routes.ts', 'rest_api/entry_routes.ts'])
    );
  });

  it('write the configuration only through an operation', () => {
    expect(faceFiles.filter((f) => BACKEND_WRITE.test(f.text)).map((f) => f.name)).toEqual([]);
  });

  it('import nothing from the embedded backend and keep no ambient request context', () => {
    const offending = faceFiles.filter(
      (f) => /from '[./]*backend\/embedded\//.test(f.text) || f.text.includes('AsyncLocalStorage')
    );
    expect(offending.map((f) => f.name)).toEqual([]);
  });

  it('would be caught writing around the operations (the patterns match what they look for)', () => {
    expect(BACKEND_WRITE.test('await backend.upsert(kind, name, body, actor)')).toBe(true);
    expect(BACKEND_WRITE.test('await entryOperations.upsert(caller, kind, name, body)')).toBe(false);
    expect(BACKEND_WRITE.test('await writes.upsert(caller, kind, name, body)')).toBe(false);
  });
});
