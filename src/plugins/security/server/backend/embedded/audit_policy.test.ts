import { describe, expect, it } from '@jest/globals';
import {
  auditSettingsOf,
  loggableBody,
  loggableHeaders,
  REDACTED,
  shouldLogConfigWrite,
  shouldLogRest,
  withoutSecrets,
} from './audit_policy';

const config = (audit: Record<string, unknown> = {}, compliance: Record<string, unknown> = {}, enabled = true) => ({
  enabled,
  audit,
  compliance,
});

describe('audit settings', () => {
  it("fills what the document leaves out with OpenSearch's defaults", () => {
    const settings = auditSettingsOf(config());
    expect(shouldLogRest(settings, 'FAILED_LOGIN', null, '/auth/login')).toBe(true);
    expect(shouldLogRest(settings, 'AUTHENTICATED', 'bob', '/auth/login')).toBe(false);
    expect(shouldLogRest(settings, 'GRANTED_PRIVILEGES', 'bob', '/x')).toBe(false);
    expect(shouldLogRest(settings, 'MISSING_PRIVILEGES', 'kibanaserver', '/x')).toBe(false);
    expect(shouldLogConfigWrite(settings, 'admin', '/x')).toBe(true);
    expect(auditSettingsOf(undefined).enabled).toBe(false);
  });

  it('matches ignored users and requests as patterns; a failed login has no user to ignore', () => {
    const settings = auditSettingsOf(
      config({
        disabled_rest_categories: [],
        ignore_users: ['svc_*', '/^bot\\d+$/'],
        ignore_requests: ['/api/status*'],
      })
    );
    expect(shouldLogRest(settings, 'AUTHENTICATED', 'svc_backup', '/auth/login')).toBe(false);
    expect(shouldLogRest(settings, 'AUTHENTICATED', 'bot42', '/auth/login')).toBe(false);
    expect(shouldLogRest(settings, 'AUTHENTICATED', 'bob', '/auth/login')).toBe(true);
    expect(shouldLogRest(settings, 'FAILED_LOGIN', null, '/auth/login')).toBe(true);
    expect(shouldLogRest(settings, 'GRANTED_PRIVILEGES', 'bob', '/api/status/x')).toBe(false);
  });

  it('needs audit, compliance and internal_config on for configuration writes, and skips write_ignore_users', () => {
    expect(shouldLogConfigWrite(auditSettingsOf(config({}, {}, false)), 'admin', '/x')).toBe(false);
    expect(shouldLogConfigWrite(auditSettingsOf(config({}, { enabled: false })), 'admin', '/x')).toBe(false);
    expect(shouldLogConfigWrite(auditSettingsOf(config({}, { internal_config: false })), 'admin', '/x')).toBe(false);
    expect(shouldLogConfigWrite(auditSettingsOf(config({}, { write_ignore_users: ['adm*'] })), 'admin', '/x')).toBe(
      false
    );
    // The REST layer's switch is about requests, not configuration changes.
    expect(shouldLogConfigWrite(auditSettingsOf(config({ enable_rest: false })), 'admin', '/x')).toBe(true);
  });
});

describe('what a logged request may hold', () => {
  const headers = {
    Authorization: 'Basic YWRtaW46c2VjcmV0',
    'proxy-authorization': 'Bearer abc',
    cookie: 'security_authentication=sealed',
    'x-api-token': 'tok',
    'x-forwarded-for': '10.0.0.1',
    'x-custom': 'Bearer smuggled',
    'osd-xsrf': 'true',
    multi: ['a', 'b'],
  };

  it('never keeps credential headers; with exclude_sensitive_headers also nothing that looks secret', () => {
    expect(loggableHeaders(headers, true)).toEqual({
      'x-forwarded-for': '10.0.0.1',
      'x-custom': REDACTED,
      'osd-xsrf': 'true',
      multi: 'a, b',
    });
    expect(loggableHeaders(headers, false)).toEqual({
      'x-api-token': 'tok',
      'x-forwarded-for': '10.0.0.1',
      'x-custom': REDACTED,
      'osd-xsrf': 'true',
      multi: 'a, b',
    });
  });

  it('strips password, current_password, hash and other secret fields at any depth, and hash-looking values', () => {
    const body = {
      password: 'p',
      current_password: 'c',
      hash: '$2y$12$abcdefghijklmnopqrstuv',
      nested: [{ password: 'p2', keep: 1, note: '$2a$10$xxxxxxxxxxxxxxxxxxxxxx' }],
      auth: { config: { bind_password: 'x', client_secret: 'y', host: 'ldap' } },
      description: 'fine',
    };
    expect(withoutSecrets(body)).toEqual({
      nested: [{ keep: 1, note: REDACTED }],
      auth: { config: { host: 'ldap' } },
      description: 'fine',
    });
  });

  it('describes a body too large to keep instead of storing it', () => {
    expect(loggableBody({ text: 'x'.repeat(20_000) })).toEqual({ truncated: true, length: 20_011 });
    expect(loggableBody(undefined)).toBeUndefined();
  });
});
