import { EventEmitter } from 'events';
import type { Client, Pool } from 'pg';
import type { Logger } from '../logging/logger';

/** A listener gets the payload, or null when notifications may have been missed (a reconnect). */
export type StoreListener = (payload: string | null) => void;

export interface StoreNotifications {
  notify(channel: string, payload?: string): Promise<void>;
  listen(channel: string, listener: StoreListener): () => void;
  /** See `Store.changeMark`: what notifications alone can say of it. */
  changeMark(): number | null;
  close(): Promise<void>;
}

/** How long a notice waits for its echo before its sender goes on (a slow or lost connection). */
const ECHO_WAIT_MS = 2000;
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

function assertChannel(channel: string) {
  if (!CHANNEL.test(channel)) throw new Error(`Invalid store notification channel "${channel}".`);
}

/** SQLite: notifications reach this process only; other processes see changes by their version checks. */
export class LocalNotifications implements StoreNotifications {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async notify(channel: string, payload = ''): Promise<void> {
    assertChannel(channel);
    this.emitter.emit(channel, payload);
  }

  listen(channel: string, listener: StoreListener): () => void {
    assertChannel(channel);
    this.emitter.on(channel, listener);
    return () => this.emitter.off(channel, listener);
  }

  /** Nothing reaches other processes: their changes are for the store's own version check. */
  changeMark(): number | null {
    return 0;
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

/**
 * PostgreSQL LISTEN/NOTIFY: a notification reaches every instance on the database, this one
 * included. One dedicated connection listens; when it drops it reconnects with back-off and tells
 * every listener that it may have missed something (payload null).
 */
export class PostgresNotifications implements StoreNotifications {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  private client?: Client;
  private connecting?: Promise<void>;
  private closed = false;
  private retryTimer?: NodeJS.Timeout;
  private retryDelay = 250;
  /** Moves on every lost connection: notices sent meanwhile never arrive. */
  private losses = 0;

  constructor(
    private readonly pool: Pool,
    private readonly newClient: () => Client,
    private readonly logger?: Logger
  ) {}

  /**
   * When this instance listens on the channel, resolves once the notice came back on its own
   * listening connection (at most ECHO_WAIT_MS): PostgreSQL hands a notice to every listening
   * connection at once, so the other instances have it too, and what the caller answers next
   * cannot race their caches. Give a payload of its own to each notice waited for.
   */
  async notify(channel: string, payload = ''): Promise<void> {
    assertChannel(channel);
    if (!this.client || this.emitter.listenerCount(channel) === 0) {
      await this.pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
      return;
    }
    let stop = () => {};
    const echoed = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ECHO_WAIT_MS);
      timer.unref();
      const heard = (notice: string | null) => {
        if (notice === payload || notice === null) resolve();
      };
      this.emitter.on(channel, heard);
      stop = () => {
        clearTimeout(timer);
        this.emitter.off(channel, heard);
      };
    });
    try {
      await this.pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
      await echoed;
    } finally {
      stop();
    }
  }

  listen(channel: string, listener: StoreListener): () => void {
    assertChannel(channel);
    const first = this.emitter.listenerCount(channel) === 0;
    this.emitter.on(channel, listener);
    if (first) void this.subscribe(channel);
    return () => this.emitter.off(channel, listener);
  }

  changeMark(): number | null {
    return this.client ? this.losses : null;
  }

  /** Resolves once the listening connection is up (tests wait for it before notifying). */
  async ready(): Promise<void> {
    await this.connect();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    this.emitter.removeAllListeners();
    await client?.end().catch(() => undefined);
  }

  private async subscribe(channel: string): Promise<void> {
    try {
      await this.connect();
      await this.client?.query(`LISTEN "${channel}"`);
    } catch (error) {
      this.lost(error);
    }
  }

  private connect(): Promise<void> {
    if (this.client) return Promise.resolve();
    if (this.connecting) return this.connecting;
    this.connecting = (async () => {
      const client = this.newClient();
      client.on('notification', (message) => this.emitter.emit(message.channel, message.payload ?? ''));
      client.on('error', (error) => this.lost(error, client));
      client.on('end', () => this.lost(new Error('connection ended'), client));
      try {
        await client.connect();
        for (const channel of this.emitter.eventNames()) await client.query(`LISTEN "${String(channel)}"`);
      } catch (error) {
        await client.end().catch(() => undefined);
        throw error;
      }
      if (this.closed) {
        await client.end().catch(() => undefined);
        return;
      }
      this.client = client;
      this.retryDelay = 250;
    })().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private lost(error: unknown, client?: Client): void {
    if (this.closed || (client && client !== this.client)) return;
    this.client = undefined;
    this.losses++;
    client?.removeAllListeners('end');
    void client?.end().catch(() => undefined);
    if (this.retryTimer) return;
    this.logger?.warn(`Store notifications interrupted (${(error as Error).message}); reconnecting.`);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.connect().then(
        () => {
          // Whatever was sent while the connection was down is lost: every cache checks itself.
          for (const channel of this.emitter.eventNames()) this.emitter.emit(channel, null);
        },
        (again) => this.lost(again)
      );
    }, this.retryDelay);
    // Reconnecting alone must not keep a finished process alive.
    this.retryTimer.unref();
    this.retryDelay = Math.min(this.retryDelay * 2, 5000);
  }
}
