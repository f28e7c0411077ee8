/** `opensearch_security.audit.*`: retention and sinks read and checked, each error naming its key. */
import { describe, expect, it } from '@jest/globals';
import { parseSecurityConfig } from '../config';

const audit = (section: unknown) => parseSecurityConfig({ audit: section }).audit;
const refusal = (section: unknown) => {
  try {
    audit(section);
  } catch (error) {
    return (error as Error).message;
  }
  return 'accepted';
};

describe('opensearch_security.audit', () => {
  it('keeps everything and ships nowhere by default', () => {
    expect(parseSecurityConfig({}).audit).toEqual({
      retention: { max_age: '', max_age_ms: 0, max_events: 0, check_interval_ms: 600_000 },
      sinks: [],
    });
  });

  it('reads max_age as a number and a unit, and a syslog sink with its defaults (a yml string port as a number)', () => {
    const read = audit({
      retention: { max_age: '90d', max_events: '1000000' },
      sinks: [{ type: 'syslog', host: 'siem.example.com', port: '6514' }],
    });
    expect(read.retention).toMatchObject({ max_age: '90d', max_age_ms: 90 * 86_400_000, max_events: 1_000_000 });
    expect(read.sinks).toEqual([
      {
        type: 'syslog',
        host: 'siem.example.com',
        port: 6514,
        protocol: 'tcp',
        ca: '',
        facility: 10,
        max_queued: 10_000,
      },
    ]);
    expect(audit({ retention: { max_age: '12h' } }).retention.max_age_ms).toBe(12 * 3_600_000);
    expect(
      audit({ sinks: [{ type: 'syslog', host: '::1', port: 514, protocol: 'udp', facility: 'local7' }] }).sinks[0]
        .facility
    ).toBe(23);
    expect(audit({ sinks: [{ type: 'syslog', host: 'siem', port: 2514, protocol: 'relp' }] }).sinks[0].protocol).toBe(
      'relp'
    );
  });

  it('refuses bad values, naming the key', () => {
    expect(refusal({ retention: { max_age: '90' } })).toMatch(
      /^\[opensearch_security\.audit\.retention\.max_age\] must be a number and a unit/
    );
    expect(refusal({ retention: { max_age: '-1d' } })).toMatch(/retention\.max_age/);
    expect(refusal({ retention: { max_events: -1 } })).toMatch(/retention\.max_events/);
    expect(refusal({ sinks: [{ type: 'webhook', host: 'a', port: 1 }] })).toMatch(
      /^\[opensearch_security\.audit\.sinks\.0\.type\]/
    );
    expect(refusal({ sinks: [{ type: 'syslog', host: 'a', port: 70000 }] })).toMatch(/sinks\.0\.port/);
    expect(refusal({ sinks: [{ type: 'syslog', host: 'a', port: 1, protocol: 'http' }] })).toMatch(
      /sinks\.0\.protocol/
    );
    expect(refusal({ sinks: [{ type: 'syslog', host: 'a b', port: 1 }] })).toMatch(
      /sinks\.0\.host\] must be a host name/
    );
    expect(refusal({ sinks: [{ type: 'syslog', host: 'a', port: 1, facility: 'local9' }] })).toMatch(
      /sinks\.0\.facility/
    );
    expect(refusal({ sinks: [{ type: 'syslog', host: 'a', port: 1, passwrd: 'x' }] })).toMatch(
      /sinks\.0\.passwrd\] is not a sink setting/
    );
    expect(
      refusal({ sinks: [{ type: 'syslog', host: 'a', port: 1, protocol: 'tls', ca: '/nonexistent/ca.pem' }] })
    ).toMatch(/sinks\.0\.ca\] names no file/);
    expect(refusal({ sinks: [{ type: 'syslog', host: 'a', port: 1, ca: __filename }] })).toMatch(
      /only with protocol: tls/
    );
    expect(refusal({ sinks: [{ type: 'syslog', host: 'a', port: 1, protocol: 'relp', ca: __filename }] })).toMatch(
      /only with protocol: tls/
    );
    expect(
      refusal({
        sinks: [
          { type: 'syslog', host: 'a', port: 1 },
          { type: 'syslog', host: 'a', port: 1 },
        ],
      })
    ).toMatch(/lists one receiver twice/);
    expect(refusal({ sinks: 'syslog' })).toMatch(/audit\.sinks/);
  });
});
