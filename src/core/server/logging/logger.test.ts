import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createLogger, escapeControlCharacters } from './logger';

describe('the server log', () => {
  let written: string[];
  beforeEach(() => {
    written = [];
    const capture = (chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    };
    jest.spyOn(process.stdout, 'write').mockImplementation(capture as typeof process.stdout.write);
    jest.spyOn(process.stderr, 'write').mockImplementation(capture as typeof process.stderr.write);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('writes every record as one line, whatever control characters a logged value holds', () => {
    const logger = createLogger('debug').get('plugins', 'security\nFAKE');
    const forged = 'eve\r\n2030-01-01T00:00:00.000Z INFO  [plugins.security] admin logged in';
    logger.info(`Failed login for user ${forged}`);
    logger.warn(`Alert "${forged}\u2028\u2029\u0085" fired`);
    logger.error(new Error(`bad\nthing\u001b[31m`));
    logger.debug('tab\there\u007f');
    expect(written).toHaveLength(4);
    for (const line of written) {
      expect(line.endsWith('\n')).toBe(true);
      // eslint-disable-next-line no-control-regex
      expect(line.slice(0, -1)).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
    }
    expect(written[0]).toContain(
      '[plugins.security\\nFAKE] Failed login for user eve\\r\\n2030-01-01T00:00:00.000Z INFO'
    );
    expect(written[1]).toContain('\\u2028\\u2029\\u0085" fired');
    expect(written[2]).toContain('Error: bad\\nthing\\u001b[31m');
    expect(written[3]).toContain('tab\\there\\u007f');
  });

  it('leaves printable text, quotes and non-Latin letters as they are', () => {
    expect(escapeControlCharacters('Alert "Ünïcode 中文" — ok')).toBe('Alert "Ünïcode 中文" — ok');
  });
});
