import { describe, expect, it } from '@jest/globals';
import type { AuditEvent } from '../../../../../common/audit';
import { csvCell, eventsCsv } from './events_csv';

describe('Export CSV of audit events', () => {
  it('quotes separators and quotes, and defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    for (const bad of ['+1', '-1+2', '@SUM(A1)', '\tx']) expect(csvCell(bad)).toBe(`'${bad}`);
    expect(csvCell(null)).toBe('');
  });

  it('one row per event under a header, details as JSON', () => {
    const event: AuditEvent = {
      id: 1,
      timestamp: '2031-06-01T00:00:00.000Z',
      category: 'FAILED_LOGIN',
      layer: 'REST',
      user: '=cmd',
      remote_address: '10.0.0.1',
      method: 'POST',
      path: '/auth/login',
      details: { reason: 'invalid_credentials', auth_type: 'basicauth' },
    };
    expect(eventsCsv([event])).toBe(
      'timestamp,category,user,remote_address,auth_type,method,path,details\r\n' +
        `2031-06-01T00:00:00.000Z,FAILED_LOGIN,'=cmd,10.0.0.1,basicauth,POST,/auth/login,"{""reason"":""invalid_credentials"",""auth_type"":""basicauth""}"\r\n`
    );
  });
});
