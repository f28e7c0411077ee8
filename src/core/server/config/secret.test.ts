import { inspect } from 'util';
import { coreConfigSchema } from './config_schema';
import { loadConfig } from './load_config';
import { readConfig } from './schema_reader';
import { REDACTED, Secret, SecretString } from './secret';
import { Type } from '@sinclair/typebox';
import { tmpdir } from 'os';
import { createLogger } from '../logging/logger';

const VALUE = 'pw-9f8e7d6c5b4a';

describe('Secret', () => {
  it('prints [redacted] however it is turned into text, and reveal() gives the value', () => {
    const secret = new Secret(VALUE);
    const shown = [
      String(secret),
      `${secret}`,
      'key: ' + secret,
      JSON.stringify({ secret }),
      inspect({ nested: { secret } }, { depth: 5 }),
      inspect(secret, { showHidden: true }),
      Object.keys(secret).join(','),
    ].join('\n');
    expect(shown).not.toContain(VALUE);
    expect(String(secret)).toBe(REDACTED);
    expect(JSON.stringify({ secret })).toBe('{"secret":"[redacted]"}');
    expect(secret.reveal()).toBe(VALUE);
    expect(secret.isSet).toBe(true);
    expect(new Secret('').isSet).toBe(false);
  });

  it('is what a SecretString setting reads as, and a logged configuration shows none', () => {
    const schema = Type.Object({ key: SecretString({ default: '' }), name: Type.String({ default: 'n' }) });
    const read = readConfig(schema, { key: VALUE }, 'plugin', (m) => new Error(m));
    expect(read.key).toBeInstanceOf(Secret);
    expect(read.key.reveal()).toBe(VALUE);

    const lines: string[] = [];
    const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => (lines.push(String(chunk)), true));
    const spyErr = jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => (lines.push(String(chunk)), true));
    try {
      const config = loadConfig({ env: { DATABASE_URL: `postgres://u:${VALUE}@db.example/x` }, cwd: tmpdir() });
      const logger = createLogger('debug');
      logger.info(`config: ${JSON.stringify(config)}`);
      logger.error(`store: ${config.store.url}`);
      logger.warn(inspect(config, { depth: 10 }));
      expect(config.store.url?.reveal()).toBe(`postgres://u:${VALUE}@db.example/x`);
    } finally {
      spy.mockRestore();
      spyErr.mockRestore();
    }
    expect(lines.join('')).toContain(REDACTED);
    expect(lines.join('')).not.toContain(VALUE);
  });

  it('marks store.url as the secret of core schema', () => {
    expect(coreConfigSchema.properties.store.properties.url.secret).toBe(true);
  });
});
