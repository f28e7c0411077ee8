import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'crypto';
import { jsonLayout, textLayout } from './layouts';
import { LoggingSystem, DEFAULT_LOGGING_CONFIG } from './logging_system';
import { redactQuery, redactText, REDACTED } from './redact';
import type { LogRecord } from './types';

/** A value that appears nowhere unless a secret leaked. */
const marker = (what: string) => `${what}${randomBytes(8).toString('hex')}`;

function logAll(write: (logger: ReturnType<LoggingSystem['get']>) => void): string {
  const records: LogRecord[] = [];
  const logging = new LoggingSystem(
    { ...DEFAULT_LOGGING_CONFIG, rootLevel: 'all' },
    { appender: { append: (r) => void records.push(r), reopen: () => undefined, close: () => undefined } }
  );
  write(logging.get('plugins', 'security'));
  return records.map((r) => textLayout()(r) + jsonLayout('s')(r)).join('');
}

describe('the redaction every record passes through', () => {
  it('keeps passwords, tokens, cookies and Authorization headers out of messages, fields and errors', () => {
    const secrets = {
      basic: Buffer.from(`admin:${marker('pw')}`).toString('base64'),
      bearer: marker('Bearer1'),
      cookie: marker('ck'),
      setCookie: marker('sc'),
      password: marker('pw'),
      jsonPassword: marker('jpw'),
      clientSecret: marker('cs'),
      token: marker('tok'),
      code: marker('code'),
      urlPassword: marker('upw'),
      jwt: `eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZG1pbiJ9.${marker('sig')}`,
      apiToken: `osd_12ab_${marker('apitoken')}Zz9`,
      metaPassword: marker('mpw'),
      metaCookie: marker('mck'),
      errorToken: marker('et'),
    };
    const out = logAll((logger) => {
      logger.info(
        `Request headers: {"authorization":"Basic ${secrets.basic}","cookie":"security_authentication=${secrets.cookie}"}`
      );
      logger.info(`Authorization: Bearer ${secrets.bearer}`);
      logger.info(`set-cookie: security_authentication=${secrets.setCookie}; Path=/; HttpOnly`);
      logger.warn(`login with password=${secrets.password} failed`);
      logger.warn(`body {"username":"admin","password":"${secrets.jsonPassword}"}`);
      logger.debug(`client_secret: ${secrets.clientSecret}`);
      logger.info(`GET /auth/openid/login?code=${secrets.code}&state=x&token=${secrets.token}`);
      logger.info(`connecting to postgres://dashboards:${secrets.urlPassword}@db:5432/osd`);
      logger.info(`token from the IdP: ${secrets.jwt}`);
      logger.info(`called with ${secrets.apiToken}`);
      logger.info('a request', {
        http: { request: { headers: { authorization: `Basic ${secrets.basic}`, cookie: secrets.metaCookie } } },
        user: { password: secrets.metaPassword },
      });
      logger.error(new Error(`upstream refused access_token=${secrets.errorToken}`));
    });
    for (const [name, value] of Object.entries(secrets)) {
      // The whole value, and its distinctive (random) part.
      expect({ name, leaked: out.includes(value) }).toEqual({ name, leaked: false });
    }
    expect(out).toContain(REDACTED);
    // What is not secret stays readable.
    expect(out).toContain('Authorization: Bearer [redacted]');
    expect(out).toContain('login with password=[redacted] failed');
    expect(out).toContain('postgres://dashboards:[redacted]@db:5432/osd');
    expect(out).toContain('osd_12ab_[redacted]');
  });

  it('leaves prose alone', () => {
    for (const text of [
      'Basic authentication is enabled',
      'Token verification failed for user alice',
      'The password must be at least 8 characters long',
      'GET /api/status 200 3.1ms',
    ]) {
      expect(redactText(text)).toBe(text);
    }
  });
});

describe('redactQuery', () => {
  it('replaces the values of secret-named query parameters only', () => {
    expect(redactQuery('/auth/openid/login?code=abc&state=xyz&nextUrl=%2Fapp%2Fhome')).toBe(
      '/auth/openid/login?code=[redacted]&state=[redacted]&nextUrl=%2Fapp%2Fhome'
    );
    expect(redactQuery('/api/x?access_token=a&Password=b&auth=c&api%5Fkey=d&page=2&flag')).toBe(
      '/api/x?access_token=[redacted]&Password=[redacted]&auth=[redacted]&api%5Fkey=[redacted]&page=2&flag'
    );
    expect(redactQuery('/app/home')).toBe('/app/home');
  });
});
