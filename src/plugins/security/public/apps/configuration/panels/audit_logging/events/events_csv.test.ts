import { describe, expect, it } from '@jest/globals';
import type { AuditEvent } from '../../../../../../common/audit';
import { csvCell, eventsCsv } from './events_csv';

describe('Export CSV of audit events', () => {
  it('quotes separators and quotes, and defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    for (const bad of ['+1', '-1+2', '@SUM(A1)']) expect(csvCell(bad)).toBe(`'${bad}`);
    expect(csvCell('\tx')).toBe(`"'\tx"`);
    expect(csvCell(null)).toBe('');
  });

  it('defuses a formula behind leading whitespace, control or invisible characters', () => {
    const payloads = [
      ' =1+1',
      '\u00a0=1+1', // no-break space
      '\u3000=1+1', // ideographic space
      '\u200b=1+1', // zero-width space
      '\ufeff@SUM(A1)',
      '\n=cmd|"/c calc"!A1',
      '\r\n+1',
      '\u0001-2+3',
      '\uff1d1+1', // a full-width equals sign, which some spreadsheets read as one
    ];
    for (const payload of payloads) {
      const cell = csvCell(payload);
      const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;
      expect({ payload, cell: unquoted }).toEqual({ payload, cell: `'${payload}` });
    }
    expect(csvCell(' plain text')).toBe(' plain text');
  });

  it('quotes every cell holding a separator a spreadsheet may split on', () => {
    expect(csvCell('a;=1+1')).toBe('"a;=1+1"');
    expect(csvCell('a\t=1+1')).toBe('"a\t=1+1"');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    for (const lineBreak of ['\r', '\v', '\f', '\u0085', '\u2028', '\u2029']) {
      expect(csvCell(`line${lineBreak}break`)).toBe(`"line${lineBreak}break"`);
    }
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
