import { describe, expect, it } from '@jest/globals';
import { makeServerCert, makeTestCa } from '../../test_utils/test_certs';
import { X509Certificate } from 'crypto';
import { distinguishedName, subjectRdns } from './certificate_subject';

describe('a certificate subject', () => {
  it('escapes the characters that would change the meaning of a DN', () => {
    expect(
      distinguishedName([
        [{ type: 'O', value: ' Example "Corp"' }],
        [
          { type: 'CN', value: 'Doe, Jane+admin' },
          { type: 'UID', value: 'jd=1' },
        ],
      ])
    ).toBe('CN=Doe\\, Jane\\+admin+UID=jd\\=1,O=\\ Example \\"Corp\\"');
  });

  it('is read from the DER in the certificate’s order, with every attribute type', () => {
    const ca = makeTestCa('subject test CA');
    const { cert } = makeServerCert(ca, 'DNS:x.example', {
      subject: '/C=DE/O=Example/OU=svc/CN=admin/OU=ops/DC=corp/emailAddress=a@example.com',
    });
    const rdns = subjectRdns(new X509Certificate(cert).raw);
    expect(rdns).toEqual([
      [{ type: 'C', value: 'DE' }],
      [{ type: 'O', value: 'Example' }],
      [{ type: 'OU', value: 'svc' }],
      [{ type: 'CN', value: 'admin' }],
      [{ type: 'OU', value: 'ops' }],
      [{ type: 'DC', value: 'corp' }],
      [{ type: 'emailAddress', value: 'a@example.com' }],
    ]);
    expect(distinguishedName(rdns!)).toBe('emailAddress=a@example.com,DC=corp,OU=ops,CN=admin,OU=svc,O=Example,C=DE');
  });

  it('answers null for bytes that are no certificate', () => {
    expect(subjectRdns(Buffer.from([0x30, 0x82, 0xff]))).toBeNull();
  });
});
