import { describe, expect, it } from '@jest/globals';
import { authenticationRows, authorizationRows, matchesSearch } from './auth_domains';

const domain = (order: unknown, type = 'basic') => ({
  http_enabled: true,
  order,
  http_authenticator: { type, challenge: false },
  authentication_backend: { type: 'intern' },
});

describe('authentication rows', () => {
  it('puts domains in execution order, unnumbered ones last, ties by name', () => {
    const rows = authenticationRows({
      dynamic: {
        authc: { zeta: domain(1), last: domain(undefined), first: domain(0), alpha: domain(1), weird: domain('2') },
      },
    });
    expect(rows.map((r) => r.name)).toEqual(['first', 'alpha', 'zeta', 'last', 'weird']);
  });

  it('reads the HTTP type, challenge and backend type, and tolerates missing parts', () => {
    const [full, bare] = authenticationRows({
      dynamic: {
        authc: {
          a: {
            order: 0,
            http_enabled: true,
            http_authenticator: { type: 'jwt', challenge: true },
            authentication_backend: { type: 'noop' },
          },
          b: { order: 1, http_authenticator: null } as never,
        },
      },
    });
    expect(full).toMatchObject({ httpEnabled: true, httpType: 'jwt', challenge: true, backendType: 'noop' });
    expect(bare).toMatchObject({ httpEnabled: false, httpType: '', challenge: false, backendType: '' });
  });

  it('is empty for a configuration without authc', () => {
    expect(authenticationRows({ dynamic: {} })).toEqual([]);
    expect(authenticationRows(undefined)).toEqual([]);
  });
});

describe('authorization rows', () => {
  it('reads the backend type of each, by name', () => {
    const rows = authorizationRows({
      dynamic: {
        authz: { ldap2: { http_enabled: false, authorization_backend: { type: 'ldap' } }, a: { http_enabled: true } },
      },
    });
    expect(rows.map((r) => [r.name, r.httpEnabled, r.backendType])).toEqual([
      ['a', true, ''],
      ['ldap2', false, 'ldap'],
    ]);
  });
});

describe('search', () => {
  const [row] = authenticationRows({
    dynamic: { authc: { proxy_auth_domain: { ...domain(0, 'proxy'), description: 'Authenticate via proxy' } } },
  });
  it.each(['', 'PROXY_auth', 'intern', 'via Proxy', ' proxy '])('matches %j', (query) =>
    expect(matchesSearch(row, query)).toBe(true)
  );
  it('does not match other text', () => expect(matchesSearch(row, 'ldap')).toBe(false));
});

describe('a kerberos domain', () => {
  it('is listed like the others: its type, challenge, order and settings', () => {
    const kerberos = {
      http_enabled: true,
      order: 6,
      http_authenticator: {
        type: 'kerberos',
        challenge: true,
        config: { krb_debug: false, strip_realm_from_principal: true },
      },
      authentication_backend: { type: 'noop' },
    };
    const rows = authenticationRows({
      dynamic: { authc: { kerberos_auth_domain: kerberos, basic: domain(4) } },
    } as any);
    expect(rows.map((row) => row.name)).toEqual(['basic', 'kerberos_auth_domain']);
    expect(rows[1]).toMatchObject({ httpType: 'kerberos', challenge: true, backendType: 'noop', order: 6 });
    expect(rows[1].domain).toBe(kerberos);
    expect(matchesSearch(rows[1], 'KERBEROS')).toBe(true);
  });
});
