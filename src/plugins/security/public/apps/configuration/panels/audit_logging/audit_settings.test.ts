import { describe, expect, it } from '@jest/globals';
import { securityConfig } from '../../../account/test_fakes';
import {
  ALL_SETTINGS,
  EDIT_GROUPS,
  VIEW_GROUPS,
  categoryOptions,
  displaySetting,
  getSetting,
  isReadOnly,
  parseWatchedFields,
  setSetting,
  toAuditSaveBody,
} from './audit_settings';
import { auditConfig } from './audit_test_fakes';

const SPEC_PATHS = [
  'enabled',
  'audit.enable_rest',
  'audit.disabled_rest_categories',
  'audit.enable_transport',
  'audit.disabled_transport_categories',
  'audit.resolve_bulk_requests',
  'audit.log_request_body',
  'audit.resolve_indices',
  'audit.exclude_sensitive_headers',
  'audit.ignore_users',
  'audit.ignore_requests',
  'compliance.enabled',
  'compliance.internal_config',
  'compliance.external_config',
  'compliance.read_metadata_only',
  'compliance.read_ignore_users',
  'compliance.read_watched_fields',
  'compliance.write_metadata_only',
  'compliance.write_log_diffs',
  'compliance.write_ignore_users',
  'compliance.write_watched_indices',
];

describe('audit settings (SPEC 3)', () => {
  it('covers every setting path once, in the SPEC groups', () => {
    expect(ALL_SETTINGS.map((s) => s.path).sort()).toEqual([...SPEC_PATHS].sort());
    expect(EDIT_GROUPS.general.map((g) => g.title)).toEqual(['Audit', 'Layer', 'Attribute', 'Ignore']);
    expect(EDIT_GROUPS.compliance.map((g) => g.title)).toEqual([
      'Compliance mode',
      'Compliance config',
      'Read',
      'Write',
    ]);
    expect(VIEW_GROUPS.general.map((g) => g.title)).toEqual(['Layer', 'Attribute', 'Ignore']);
  });

  it('offers the REST categories minus disabledRestCategories.exclude', () => {
    expect(categoryOptions('restCategories', securityConfig())).toEqual([
      'BAD_HEADERS',
      'FAILED_LOGIN',
      'MISSING_PRIVILEGES',
      'GRANTED_PRIVILEGES',
      'SSL_EXCEPTION',
      'AUTHENTICATED',
      'MFA_ENROLLED',
      'MFA_FAILED',
      'MFA_RESET',
    ]);
    const config = { ...securityConfig(), disabledRestCategories: { exclude: ['SSL_EXCEPTION', 'BAD_HEADERS'] } };
    expect(categoryOptions('restCategories', config)).toEqual([
      'FAILED_LOGIN',
      'MISSING_PRIVILEGES',
      'GRANTED_PRIVILEGES',
      'AUTHENTICATED',
      'MFA_ENROLLED',
      'MFA_FAILED',
      'MFA_RESET',
    ]);
    // The other list's exclusions do not leak into this one.
    expect(categoryOptions('transportCategories', config)).toContain('SSL_EXCEPTION');
  });

  it('offers the transport categories minus disabledTransportCategories.exclude', () => {
    expect(categoryOptions('transportCategories', securityConfig())).toEqual([
      'BAD_HEADERS',
      'FAILED_LOGIN',
      'GRANTED_PRIVILEGES',
      'INDEX_EVENT',
      'MISSING_PRIVILEGES',
      'SSL_EXCEPTION',
      'OPENDISTRO_SECURITY_INDEX_ATTEMPT',
      'AUTHENTICATED',
    ]);
    const config = {
      ...securityConfig(),
      disabledTransportCategories: { exclude: ['INDEX_EVENT', 'OPENDISTRO_SECURITY_INDEX_ATTEMPT'] },
    };
    expect(categoryOptions('transportCategories', config)).not.toEqual(expect.arrayContaining(['INDEX_EVENT']));
    expect(categoryOptions('transportCategories', config)).toHaveLength(6);
    expect(categoryOptions('restCategories', config)).toHaveLength(9);
  });

  it('reads read-only paths written dotted, as JSON pointers, or as a whole section', () => {
    expect(isReadOnly('audit.enable_rest', ['audit.enable_rest'])).toBe(true);
    expect(isReadOnly('audit.enable_rest', ['/audit/enable_rest'])).toBe(true);
    expect(isReadOnly('compliance.enabled', ['/compliance'])).toBe(true);
    expect(isReadOnly('audit.enable_rest', ['/audit/enable_transport', 'compliance'])).toBe(false);
    // A prefix of a name is not its section.
    expect(isReadOnly('audit.enable_rest', ['audit.enable'])).toBe(false);
    expect(isReadOnly('enabled', [])).toBe(false);
  });

  it('reads and replaces a setting without touching the rest', () => {
    const config = auditConfig();
    const next = setSetting(config, 'audit.enable_transport', true);
    expect(getSetting(next, 'audit.enable_transport')).toBe(true);
    expect(getSetting(config, 'audit.enable_transport')).toBe(false);
    expect(getSetting(next, 'audit.ignore_users')).toEqual(['kibanaserver']);
    expect(getSetting(setSetting(config, 'enabled', false), 'enabled')).toBe(false);
    expect(getSetting(config, 'audit.toString')).toBeUndefined();
  });
});

describe('watched fields (SPEC 5)', () => {
  it('accepts a map of index pattern to a list of field patterns', () => {
    expect(parseWatchedFields('{"logs-*": ["user.*", "message"], "orders": []}')).toEqual({
      'logs-*': ['user.*', 'message'],
      orders: [],
    });
    expect(parseWatchedFields('  ')).toEqual({});
    expect(parseWatchedFields('{}')).toEqual({});
  });

  it('keeps an index pattern named __proto__ as data, never as the prototype', () => {
    const parsed = parseWatchedFields('{"__proto__": ["polluted"]}');
    expect(Object.keys(parsed!)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const body = toAuditSaveBody(setSetting(auditConfig(), 'compliance.read_watched_fields', parsed));
    expect(JSON.parse(JSON.stringify(body)).compliance.read_watched_fields).toEqual(
      JSON.parse('{"__proto__": ["polluted"]}')
    );
  });

  it.each([
    ['text that is not JSON', '{"logs-*": ["a"]'],
    ['a list', '[["a"]]'],
    ['a string', '"logs-*"'],
    ['null', 'null'],
    ['a field list that is a string', '{"logs-*": "message"}'],
    ['a field that is not a string', '{"logs-*": ["message", 3]}'],
    ['an empty field pattern', '{"logs-*": [""]}'],
    ['an empty index pattern', '{"": ["message"]}'],
  ])('refuses %s', (_, text) => {
    expect(parseWatchedFields(text)).toBeUndefined();
  });
});

describe('the update body', () => {
  it('sends every SPEC setting and nothing the API would refuse', () => {
    const config = {
      ...auditConfig(),
      audit: { ...auditConfig().audit, ignore_headers: ['X-Secret'], enable_transport: null, resolve_indices: 'yes' },
      compliance: { ...auditConfig().compliance, read_watched_fields: { 'logs-*': ['a', 4] } },
      extra: true,
    };
    const body = toAuditSaveBody(config);
    expect(Object.keys(body).sort()).toEqual(['audit', 'compliance', 'enabled']);
    expect(body.audit).not.toHaveProperty('ignore_headers');
    expect(body.audit).not.toHaveProperty('enable_transport');
    expect(body.audit).not.toHaveProperty('resolve_indices');
    expect(body.audit.ignore_users).toEqual(['kibanaserver']);
    expect(body.compliance.read_watched_fields).toEqual({ 'logs-*': ['a'] });
    expect(Object.keys(body.compliance)).toHaveLength(10);
  });

  it('sends empty sections when the stored configuration has none', () => {
    expect(toAuditSaveBody({ enabled: false, audit: {}, compliance: {} })).toEqual({
      enabled: false,
      audit: {},
      compliance: {},
    });
  });
});

describe('displayed values (SPEC 2.1)', () => {
  const find = (path: string) => ALL_SETTINGS.find((s) => s.path === path)!;
  it('shows Enabled/Disabled, comma-joined lists and a dash for blanks', () => {
    expect(displaySetting(find('audit.enable_rest'), true)).toBe('Enabled');
    expect(displaySetting(find('audit.enable_rest'), undefined)).toBe('Disabled');
    expect(displaySetting(find('audit.ignore_users'), ['a', 'b'])).toBe('a, b');
    expect(displaySetting(find('audit.ignore_users'), [])).toBe('-');
    expect(displaySetting(find('audit.ignore_users'), ['a', 'b', 'c', 'd'])).toBe('a, b, c…');
    expect(displaySetting(find('compliance.read_watched_fields'), {})).toBe('-');
    expect(displaySetting(find('compliance.read_watched_fields'), { 'logs-*': ['a', 'b'] })).toBe('logs-*: [a, b]');
  });
});
