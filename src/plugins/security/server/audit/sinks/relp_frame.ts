/**
 * RELP frames (rsyslog's Reliable Event Logging Protocol, librelp's doc/relp.md):
 * `TXNR SP COMMAND SP DATALEN [SP DATA] LF`. The encoder writes one; the parser reads a stream of
 * them, split or joined anyhow by TCP, and refuses anything that is not a frame: a receiver that
 * breaks the framing gets its connection closed, never a guess.
 */
import type { RelpFrame } from './types';

/** The highest transaction number; the next after it is 1 (0 is the receiver's hints). */
export const MAX_TXNR = 999_999_999;
/** The longest DATA a receiver's answer may carry: an `open` answer is a few offers. */
export const MAX_RESPONSE_DATA = 64 * 1024;

export const nextTxnr = (txnr: number): number => (txnr >= MAX_TXNR ? 1 : txnr + 1);

export function encodeRelpFrame(txnr: number, command: string, data: Buffer = Buffer.alloc(0)): Buffer {
  const header = `${txnr} ${command} ${data.length}`;
  if (data.length === 0) return Buffer.from(`${header}\n`, 'ascii');
  return Buffer.concat([Buffer.from(`${header} `, 'ascii'), data, Buffer.from('\n', 'ascii')]);
}

export class RelpFramingError extends Error {
  readonly code = 'RELP_FRAMING';
}

const DIGIT = /^[0-9]$/;
const ALPHA = /^[A-Za-z]$/;

type State = 'txnr' | 'command' | 'datalen' | 'data' | 'trailer';

/** Reads frames from a byte stream; `push` answers the frames each chunk completed. */
export class RelpFrameParser {
  private state: State = 'txnr';
  private txnr = '';
  private command = '';
  private datalen = '';
  private length = 0;
  private data: Buffer[] = [];
  private have = 0;

  constructor(private readonly maxData = MAX_RESPONSE_DATA) {}

  push(chunk: Buffer): RelpFrame[] {
    const frames: RelpFrame[] = [];
    let i = 0;
    while (i < chunk.length) {
      if (this.state === 'data') {
        const take = Math.min(this.length - this.have, chunk.length - i);
        this.data.push(chunk.subarray(i, i + take));
        this.have += take;
        i += take;
        if (this.have === this.length) this.state = 'trailer';
        continue;
      }
      const c = String.fromCharCode(chunk[i++]);
      switch (this.state) {
        case 'txnr':
          if (DIGIT.test(c) && this.txnr.length < 9) this.txnr += c;
          else if (c === ' ' && this.txnr) this.state = 'command';
          else throw new RelpFramingError('RELP: a frame does not start with a transaction number');
          break;
        case 'command':
          if (ALPHA.test(c) && this.command.length < 32) this.command += c;
          else if (c === ' ' && this.command) this.state = 'datalen';
          else throw new RelpFramingError('RELP: a frame has no valid command');
          break;
        case 'datalen':
          if (DIGIT.test(c) && this.datalen.length < 9) {
            this.datalen += c;
            break;
          }
          this.length = Number(this.datalen);
          if (!this.datalen) throw new RelpFramingError('RELP: a frame has no data length');
          if (this.length > this.maxData) throw new RelpFramingError('RELP: a frame is longer than allowed');
          if (this.length === 0 && c === '\n') frames.push(this.finish());
          else if (this.length > 0 && c === ' ') this.state = 'data';
          else throw new RelpFramingError('RELP: a frame has an invalid data length');
          break;
        case 'trailer':
          if (c !== '\n') throw new RelpFramingError('RELP: a frame does not end with a line feed');
          frames.push(this.finish());
          break;
      }
    }
    return frames;
  }

  private finish(): RelpFrame {
    const frame = { txnr: Number(this.txnr), command: this.command, data: Buffer.concat(this.data) };
    this.state = 'txnr';
    this.txnr = this.command = this.datalen = '';
    this.length = this.have = 0;
    this.data = [];
    return frame;
  }
}

/** A `rsp` frame's data: `CODE [SP HUMANMSG] [LF CMDDATA]`. */
export function parseRelpResponse(data: Buffer): { code: number; message: string; body: string } {
  const text = data.toString('utf8');
  const lf = text.indexOf('\n');
  const head = lf < 0 ? text : text.slice(0, lf);
  const match = /^(\d{3})(?: (.*))?$/.exec(head);
  if (!match) throw new RelpFramingError('RELP: a response has no status code');
  return { code: Number(match[1]), message: match[2] ?? '', body: lf < 0 ? '' : text.slice(lf + 1) };
}
