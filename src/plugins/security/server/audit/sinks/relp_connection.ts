/**
 * A RELP client (rsyslog's `imrelp` is the reference receiver): each syslog message is a `syslog`
 * command the receiver answers with `rsp 200 OK` once it has taken it, so a message counts only
 * once acknowledged. Up to WINDOW commands are in flight; answers come in order. A receiver that
 * answers nothing within the ack timeout (stopped, hung) or closes the connection fails the send:
 * what was not acknowledged stays queued in the store and is sent again on a new session.
 */
import { connect, type Socket } from 'net';
import { encodeRelpFrame, nextTxnr, parseRelpResponse, RelpFrameParser } from './relp_frame';
import type { RelpFrame, SyslogSendError, SyslogTransport } from './types';

const CONNECT_TIMEOUT_MS = 5000;
/** Commands in flight at once (librelp's default window). */
export const RELP_WINDOW = 128;
/** How long a close waits for the receiver's answer before the connection is dropped anyway. */
const CLOSE_WAIT_MS = 1000;

export interface RelpOptions {
  host: string;
  port: number;
  /** How long the receiver may stay silent while commands wait for an answer (10 s). */
  ackTimeoutMs?: number;
  /** `relp_software` offer: name and version. */
  software?: string;
}

const failure = (code: string, message: string): SyslogSendError => Object.assign(new Error(message), { code });

interface Response {
  code: number;
  message: string;
  body: string;
}

/** One RELP session on one TCP connection: open, commands, close. */
class RelpSession {
  private txnr = 0;
  private readonly parser = new RelpFrameParser();
  private readonly waiting: Array<{ txnr: number; resolve(r: Response): void; reject(e: Error): void }> = [];
  private timer?: NodeJS.Timeout;
  private error?: Error;
  closed = false;

  constructor(
    private readonly socket: Socket,
    private readonly ackTimeoutMs: number
  ) {
    socket.on('data', (chunk: Buffer) => {
      try {
        for (const frame of this.parser.push(chunk)) this.receive(frame);
      } catch (error) {
        this.abort(error as Error);
      }
    });
    socket.on('error', (error) => this.abort(error));
    // The receiver ended its side (a restart): nothing more will be answered.
    socket.on('end', () => this.abort(failure('SYSLOG_CLOSED', 'The receiver closed the connection')));
    socket.on('close', () => this.abort(failure('SYSLOG_CLOSED', 'The receiver closed the connection')));
  }

  get idle(): boolean {
    return this.waiting.length === 0;
  }

  command(command: string, data?: Buffer): Promise<Response> {
    if (this.closed) return Promise.reject(this.error ?? failure('SYSLOG_CLOSED', 'The session is closed'));
    this.txnr = nextTxnr(this.txnr);
    const txnr = this.txnr;
    return new Promise<Response>((resolve, reject) => {
      this.waiting.push({ txnr, resolve, reject });
      if (!this.timer) this.armTimer();
      this.socket.write(encodeRelpFrame(txnr, command, data));
    });
  }

  /** Drops the connection; every command still waiting fails (it is sent again on the next session). */
  abort(error: Error): void {
    if (this.closed) return;
    this.closed = true;
    this.error = error;
    clearTimeout(this.timer);
    this.socket.destroy();
    for (const entry of this.waiting.splice(0)) entry.reject(error);
  }

  private receive(frame: RelpFrame): void {
    if (frame.txnr === 0) {
      // A hint from the receiver: `serverclose` says it is going away.
      if (frame.command === 'serverclose') this.abort(failure('SYSLOG_CLOSED', 'The receiver closed the session'));
      return;
    }
    const head = this.waiting[0];
    if (frame.command !== 'rsp' || !head || frame.txnr !== head.txnr) {
      this.abort(failure('RELP_PROTOCOL', 'The receiver answered out of order'));
      return;
    }
    let response: Response;
    try {
      response = parseRelpResponse(frame.data);
    } catch (error) {
      // Still waiting: the abort fails it with the rest.
      this.abort(error as Error);
      return;
    }
    this.waiting.shift();
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.waiting.length > 0) this.armTimer();
    head.resolve(response);
  }

  private armTimer(): void {
    this.timer = setTimeout(
      () => this.abort(failure('SYSLOG_TIMEOUT', 'The receiver did not answer within the timeout')),
      this.ackTimeoutMs
    );
    this.timer.unref();
  }
}

export class RelpConnection implements SyslogTransport {
  readonly acknowledges = true;
  private session?: RelpSession;

  constructor(private readonly options: RelpOptions) {}

  async send(messages: string[]): Promise<void> {
    let acknowledged = 0;
    try {
      const session = this.session && !this.session.closed ? this.session : await this.open();
      const answers: Array<Promise<Response>> = [];
      for (let i = 0; i < messages.length; i++) {
        if (i >= RELP_WINDOW) {
          accepted(await answers[i - RELP_WINDOW]);
          acknowledged = i - RELP_WINDOW + 1;
        }
        const answer = session.command('syslog', Buffer.from(messages[i], 'utf8'));
        // Each answer is awaited below in order; one failing early must not go unhandled meanwhile.
        answer.catch(() => undefined);
        answers.push(answer);
      }
      for (let i = acknowledged; i < answers.length; i++) {
        accepted(await answers[i]);
        acknowledged = i + 1;
      }
    } catch (error) {
      this.session?.abort(error as Error);
      this.session = undefined;
      throw Object.assign(error as SyslogSendError, { acknowledged });
    }
  }

  async close(): Promise<void> {
    const session = this.session;
    this.session = undefined;
    if (!session || session.closed) return;
    if (session.idle) {
      const closing = session.command('close').catch(() => undefined);
      await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref())]);
    }
    session.abort(failure('SYSLOG_CLOSED', 'The session was closed'));
  }

  /** Connects and opens a session: the receiver must speak RELP and take `syslog` commands. */
  private async open(): Promise<RelpSession> {
    const { host, port } = this.options;
    const socket = await new Promise<Socket>((resolve, reject) => {
      const socket = connect({ host, port });
      const timer = setTimeout(
        () => socket.destroy(failure('SYSLOG_TIMEOUT', 'No connection within the timeout')),
        CONNECT_TIMEOUT_MS
      );
      socket.once('connect', () => {
        clearTimeout(timer);
        socket.removeAllListeners('error');
        resolve(socket);
      });
      socket.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    const session = new RelpSession(socket, this.options.ackTimeoutMs ?? 10_000);
    const offers = `relp_version=0\nrelp_software=${this.options.software ?? 'opensearch-dashboards'}\ncommands=syslog`;
    const answer = await session.command('open', Buffer.from(offers, 'utf8'));
    const commands = /^commands=(.*)$/m.exec(answer.body)?.[1].split(',') ?? [];
    if (answer.code !== 200 || !/^relp_version=/m.test(answer.body) || !commands.includes('syslog')) {
      const error = failure('RELP_REFUSED', 'The receiver refused the RELP session');
      session.abort(error);
      throw error;
    }
    this.session = session;
    return session;
  }
}

/** A `syslog` command's answer: 200 is taken; anything else means the receiver did not take it. */
function accepted(answer: Response): void {
  if (answer.code !== 200) throw failure('RELP_REFUSED', 'The receiver refused a message');
}
