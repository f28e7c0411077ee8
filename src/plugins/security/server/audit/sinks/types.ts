/** Contracts of the syslog sink's transports (TCP, TLS and UDP in syslog_connection.ts, RELP in relp_connection.ts). */

/** One connection to a syslog receiver, as the sink drives it. */
export interface SyslogTransport {
  /**
   * true when a resolved `send` means the receiver acknowledged every message (RELP); false when
   * it only means they were handed to the operating system (TCP, TLS, UDP): sent, not delivered.
   */
  readonly acknowledges: boolean;
  /**
   * Sends the messages in order. Resolves once all are through (acknowledged, or written); rejects
   * with a `SyslogSendError` saying how many of the first ones were acknowledged before the failure.
   */
  send(messages: string[]): Promise<void>;
  /** Ends the connection (RELP: with `close`, shortly); the next send opens a new one. */
  close(): Promise<void>;
}

/** A failed send: `acknowledged` first messages are through, the rest must be sent again. */
export interface SyslogSendError extends Error {
  code?: string;
  acknowledged?: number;
}

/** One RELP frame as read from the receiver. */
export interface RelpFrame {
  txnr: number;
  command: string;
  data: Buffer;
}
