/** The realms the acceptor lets in, from dashboards.yml and krb5.conf (no KDC needed). */
import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { acceptedRealms, libdefaultsRealm } from './acceptor';

const dir = mkdtempSync(join(tmpdir(), 'acceptor-realms-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const KRB5_CONF = [
  '[realms]',
  '  OTHER.TEST = {',
  '    default_realm = NOT.THIS',
  '  }',
  '[libdefaults]',
  '  dns_lookup_kdc = false',
  '  default_realm = EXAMPLE.TEST',
  '',
].join('\n');

const settings = (overrides: Record<string, unknown>) => ({
  krb5_filepath: '',
  acceptor_keytab_filepath: '',
  acceptor_principal: '',
  allowed_realms: [] as string[],
  ...overrides,
});

describe('the realms a Kerberos acceptor lets in', () => {
  it("reads default_realm from krb5.conf's [libdefaults] only", () => {
    expect(libdefaultsRealm(KRB5_CONF)).toBe('EXAMPLE.TEST');
    expect(libdefaultsRealm('[realms]\n  default_realm = NOT.THIS\n')).toBeUndefined();
  });

  it("is the acceptor principal's realm, else krb5.conf's default_realm, plus allowed_realms", () => {
    const krb5 = join(dir, 'krb5.conf');
    writeFileSync(krb5, KRB5_CONF);
    expect([...acceptedRealms(settings({ krb5_filepath: krb5 }))]).toEqual(['EXAMPLE.TEST']);
    expect([...acceptedRealms(settings({ krb5_filepath: krb5, allowed_realms: ['TRUSTED.TEST'] }))]).toEqual([
      'EXAMPLE.TEST',
      'TRUSTED.TEST',
    ]);
    expect([...acceptedRealms(settings({ krb5_filepath: krb5 }), 'CORP.TEST')]).toEqual(['CORP.TEST']);
    // No realm known at all: nobody rather than everybody.
    expect([...acceptedRealms(settings({ krb5_filepath: join(dir, 'missing.conf') }))]).toEqual([]);
  });
});
