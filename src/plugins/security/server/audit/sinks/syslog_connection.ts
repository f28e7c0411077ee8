/**
 * One connection to a syslog receiver: TCP or TLS (a stream, octet-counted frames) or UDP (one
 * datagram per message). A stream that the receiver closed or that failed is dropped, and the
 * next send opens a new one. None of them is acknowledged: a send that resolved was handed to the
 * operating system, which is "sent", never "delivered" (RELP, relp_connection.ts, is).
 */
import { createSocket, type Socket as UdpSocket } from 'dgram';
import { readFileSync } from 'fs';
import { connect as connectTcp, isIP, type Socket } from 'net';
import { connect as connectTls } from 'tls';
import type { AuditSinkConfig, AuditSinkErrorClass } from '../../../common/audit_retention';
import { octetCounted } from './syslog_format';
import type { SyslogTransport } from './types';

const CONNECT_TIMEOUT_MS = 5000;

/** A failed send's class, for health (its message may name hosts; only the class is reported). */
export function errorClass(error: unknown): AuditSinkErrorClass {
  const code = String((error as { code?: string })?.code ?? '');
  if (code === 'ECONNREFUSED') return 'connection_refused';
  if (code === 'ETIMEDOUT' || code === 'SYSLOG_TIMEOUT') return 'timeout';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'dns';
  if (/^(ERR_TLS|ERR_SSL|CERT_|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO|HOSTNAME)/.test(code)) return 'tls';
  if (code === 'ECONNRESET' || code === 'EPIPE' || code === 'SYSLOG_CLOSED') return 'closed';
  return 'other';
}

const failure = (code: string, message: string) => Object.assign(new Error(message), { code });

export class SyslogConnection implements SyslogTransport {
  readonly acknowledges = false;
  private stream?: Socket;
  private udp?: UdpSocket;
  private readonly ca?: Buffer;

  constructor(private readonly config: AuditSinkConfig) {
    this.ca = config.protocol === 'tls' && config.ca ? readFileSync(config.ca) : undefined;
  }

  /** Sends the messages in order; rejects when any may not have left (they are sent again). */
  async send(messages: string[]): Promise<void> {
    if (this.config.protocol === 'udp') {
      const udp = (this.udp ??= createSocket(isIP(this.config.host) === 6 ? 'udp6' : 'udp4'));
      for (const message of messages) {
        await new Promise<void>((resolve, reject) =>
          udp.send(Buffer.from(message, 'utf8'), this.config.port, this.config.host, (error) =>
            error ? reject(error) : resolve()
          )
        );
      }
      return;
    }
    const stream = this.stream ?? (await this.open());
    await new Promise<void>((resolve, reject) => {
      const onClose = () => reject(failure('SYSLOG_CLOSED', 'The receiver closed the connection'));
      stream.once('close', onClose);
      stream.write(Buffer.concat(messages.map(octetCounted)), (error) => {
        stream.off('close', onClose);
        if (error) reject(error);
        else resolve();
      });
    });
  }

  async close(): Promise<void> {
    this.stream?.destroy();
    this.stream = undefined;
    this.udp?.close();
    this.udp = undefined;
  }

  private open(): Promise<Socket> {
    const { host, port, protocol } = this.config;
    return new Promise<Socket>((resolve, reject) => {
      const socket =
        protocol === 'tls'
          ? connectTls({ host, port, ca: this.ca, servername: isIP(host) ? undefined : host })
          : connectTcp({ host, port });
      const timer = setTimeout(
        () => socket.destroy(failure('SYSLOG_TIMEOUT', 'No connection within the timeout')),
        CONNECT_TIMEOUT_MS
      );
      const drop = () => {
        if (this.stream === socket) this.stream = undefined;
      };
      socket.once(protocol === 'tls' ? 'secureConnect' : 'connect', () => {
        clearTimeout(timer);
        this.stream = socket;
        resolve(socket);
      });
      socket.on('error', (error) => {
        clearTimeout(timer);
        drop();
        reject(error);
      });
      // The receiver ended the connection (a restart): the next send opens a new one.
      socket.on('end', () => {
        drop();
        socket.destroy();
      });
      socket.on('close', drop);
      // A receiver never answers on a syslog stream; what it might send is read and dropped.
      socket.resume();
    });
  }
}
