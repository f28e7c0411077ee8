import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'fs';
import { join } from 'path';
import { parse, stringify } from 'yaml';
import { defaultConfigDir } from '../backend/embedded/default_config';
import { parseSecurityConfig } from '../config';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';
import { configYml, importSecurityFiles } from '../test_utils/sso';

/** dashboards.yml's `opensearch_security.proxycache.*` over real HTTP from 127.0.0.1. */
describe('proxycache settings (whole server, real HTTP)', () => {
  let s: SecurityTestServer;

  beforeAll(async () => {
    s = await startSecurityTestServer({
      overrides: {
        'opensearch_security.auth.type': 'proxy',
        'opensearch_security.proxycache.user_header': 'X-Auth-User',
        'opensearch_security.proxycache.roles_header': 'x-auth-groups',
        'opensearch_security.proxycache.proxy_header': 'x-client-chain',
        'opensearch_security.proxycache.proxy_header_ip': '127.0.0.1',
        'opensearch_security.proxycache.login_endpoint': 'https://login.example/sso',
      },
    });
    // readall is also given by host: to clients at 203.0.113.7 behind the proxy.
    const mappings = parse(readFileSync(join(defaultConfigDir(), 'roles_mapping.yml'), 'utf8')) as Record<
      string,
      Record<string, unknown>
    >;
    mappings.readall = { ...mappings.readall, hosts: ['203.0.113.7'] };
    await importSecurityFiles(s, {
      'config.yml': configYml({ internalProxies: '127\\.0\\.0\\.1|10\\.1\\.1\\.1', proxy: {} }),
      'roles_mapping.yml': stringify(mappings),
    });
  });
  afterAll(() => s.stop());

  it('reads the user and roles from the proxycache headers (not the domain defaults)', async () => {
    const res = await s.call('GET', '/api/v1/auth/authinfo', {
      headers: { 'x-auth-user': 'pat', 'x-auth-groups': 'kibanauser' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user_name: 'pat', backend_roles: ['kibanauser'], auth_type: 'proxy' });
    const defaults = await s.call('GET', '/api/v1/auth/authinfo', {
      headers: { 'x-proxy-user': 'pat', 'x-proxy-roles': 'kibanauser' },
    });
    expect(defaults.status).toBe(401);
  });

  it('the client behind the proxies comes from proxy_header: role mappings by host match it', async () => {
    const as = async (chain: string) =>
      (
        await s.call('GET', '/api/v1/auth/authinfo', {
          headers: { 'x-auth-user': 'pat', 'x-auth-groups': 'kibanauser', 'x-client-chain': chain },
        })
      ).body.roles as string[];
    // Read from the right, trusted proxies skipped: the client is 203.0.113.7.
    expect(await as('203.0.113.7, 10.1.1.1')).toContain('readall');
    expect(await as('198.51.100.1, 203.0.113.7')).toContain('readall');
    // Another client, or the address only in the standard header this server was told not to read.
    expect(await as('198.51.100.1')).not.toContain('readall');
    const standard = await s.call('GET', '/api/v1/auth/authinfo', {
      headers: { 'x-auth-user': 'pat', 'x-forwarded-for': '203.0.113.7' },
    });
    expect(standard.body.roles).not.toContain('readall');
  });

  it('a page visit the proxy did not vouch for goes to login_endpoint; an API call gets 401', async () => {
    const page = await s.call('GET', '/app/home', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('https://login.example/sso');
    expect((await s.call('GET', '/api/v1/auth/authinfo')).status).toBe(401);
  });

  it('wrong proxycache settings stop the start naming the key', () => {
    const parseWith = (proxycache: Record<string, unknown>) => () => parseSecurityConfig({ proxycache });
    expect(parseWith({ user_header: 'x user' })).toThrow(
      '[opensearch_security.proxycache.user_header] must be an HTTP header name; got "x user".'
    );
    expect(parseWith({ roles_header: 5 })).toThrow('[opensearch_security.proxycache.roles_header] must be a string.');
    expect(parseWith({ proxy_header_ip: 'dashboards.local' })).toThrow(
      '[opensearch_security.proxycache.proxy_header_ip] must be an IP address; got "dashboards.local".'
    );
    expect(parseWith({ login_endpoint: 'login.example' })).toThrow(
      '[opensearch_security.proxycache.login_endpoint] must be an absolute http or https URL; got "login.example".'
    );
    expect(parseSecurityConfig({}).proxycache).toEqual({
      user_header: '',
      roles_header: '',
      proxy_header: 'x-forwarded-for',
      proxy_header_ip: '',
      login_endpoint: '',
    });
  });
});
