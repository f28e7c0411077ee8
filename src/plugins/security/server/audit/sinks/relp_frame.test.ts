/**
 * RELP framing as librelp reads and writes it: `TXNR SP COMMAND SP DATALEN [SP DATA] LF`, frames
 * split or joined anyhow by TCP, and anything else refused rather than guessed at.
 */
import { describe, expect, it } from '@jest/globals';
import { encodeRelpFrame, nextTxnr, parseRelpResponse, RelpFrameParser, RelpFramingError } from './relp_frame';

const frames = (parser: RelpFrameParser, ...chunks: string[]) =>
  chunks.flatMap((chunk) =>
    parser.push(Buffer.from(chunk, 'utf8')).map((f) => ({ ...f, data: f.data.toString('utf8') }))
  );

describe('RELP frames', () => {
  it('encodes a command with data, and one without (no space after a zero length)', () => {
    expect(encodeRelpFrame(2, 'syslog', Buffer.from('<86>1 é', 'utf8')).toString('utf8')).toBe('2 syslog 8 <86>1 é\n');
    expect(encodeRelpFrame(7, 'close').toString('ascii')).toBe('7 close 0\n');
  });

  it('reads frames split anywhere and joined in one chunk, data holding line feeds', () => {
    const parser = new RelpFrameParser();
    const offers = '200 OK\nrelp_version=0\nrelp_software=x\ncommands=syslog';
    const stream = `1 rsp ${offers.length} ${offers}\n2 rsp 6 200 OK\n0 serverclose 0\n`;
    // One byte a chunk: every state of the reader is cut at least once.
    expect(frames(parser, ...stream.split(''))).toEqual([
      { txnr: 1, command: 'rsp', data: '200 OK\nrelp_version=0\nrelp_software=x\ncommands=syslog' },
      { txnr: 2, command: 'rsp', data: '200 OK' },
      { txnr: 0, command: 'serverclose', data: '' },
    ]);
    expect(frames(new RelpFrameParser(), stream)).toHaveLength(3);
  });

  it.each([
    ['a letter for a transaction number', 'x rsp 0\n'],
    ['ten digits of transaction number', '1234567890 rsp 0\n'],
    ['a digit in the command', '1 rs9 0\n'],
    ['no data length', '1 rsp \n'],
    ['data without the space', '1 rsp 2OK\n'],
    ['no line feed after the data', '1 rsp 2 OKX'],
    ['a data length beyond the limit', '1 rsp 70000 '],
  ])('refuses %s', (_what, text) => {
    expect(() => new RelpFrameParser().push(Buffer.from(text, 'utf8'))).toThrow(RelpFramingError);
  });

  it('reads a response: the status code, the message, the command data', () => {
    expect(parseRelpResponse(Buffer.from('200 OK'))).toEqual({ code: 200, message: 'OK', body: '' });
    expect(parseRelpResponse(Buffer.from('500 error 7 on connect'))).toMatchObject({ code: 500 });
    expect(parseRelpResponse(Buffer.from('200 OK\ncommands=syslog')).body).toBe('commands=syslog');
    expect(() => parseRelpResponse(Buffer.from('OK'))).toThrow(RelpFramingError);
  });

  it('numbers transactions from 1 to 999,999,999, then 1 again', () => {
    expect(nextTxnr(0)).toBe(1);
    expect(nextTxnr(41)).toBe(42);
    expect(nextTxnr(999_999_999)).toBe(1);
  });
});
