import { createHash, randomUUID } from 'crypto';
import { EventEmitter } from 'events';
import type { Client, Pool } from 'pg';
import type { Logger } from '../logging/logger';
import type { NoticeRelay } from '../worker_notices';

export interface NotifyOptions {
  /**
   * SQLite: this server's other worker processes get the notice too (PostgreSQL's reach every
   * instance anyway). For a notice that announces no commit, such as a cache flush: a commit
   * reaches other processes by the store's change mark, this does not.
   */
  everyProcess?: boolean;
}

/** A listener gets the payload, or null when notifications may have been missed (a reconnect). */
export type StoreListener = (payload: string | null) => void;

export interface StoreNotifications {
  notify(channel: string, payload?: string, options?: NotifyOptions): Promise<void>;
  listen(channel: string, listener: StoreListener): () => void;
  /** See `Store.changeMark`: what notifications alone can say of it. */
  changeMark(): number | null;
  close(): Promise<void>;
}

/** How long a notice waits for every instance's acknowledgement before its sender goes on (a slow or lost one). */
const ECHO_WAIT_MS = 2000;
/** Where each instance acknowledges every notice it has handed to its listeners. */
const ACK_CHANNEL = 'osd_store_ack';
/** The listening connections' application_name: counting them counts the instances on the database. */
const LISTENER_APPLICATION = 'osd-store-listener';
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

function assertChannel(channel: string) {
  if (!CHANNEL.test(channel)) throw new Error(`Invalid store notification channel "${channel}".`);
}

/** A notice as acknowledgements name it: its channel and payload, hashed (a payload may be long). */
function ackKey(channel: string, payload: string): string {
  return createHash('sha256').update(channel).update('\0').update(payload).digest('base64');
}

/** An acknowledgement's notice key and instance. */
function splitAck(ack: string): [string, string] {
  const at = ack.indexOf('\n');
  return at < 0 ? [ack, ''] : [ack.slice(0, at), ack.slice(at + 1)];
}

/**
 * SQLite: notifications reach this process only (other processes see changes by their version
 * checks), and this server's other workers too when the sender asks (`everyProcess`, through the
 * primary: `relay`).
 */
export class LocalNotifications implements StoreNotifications {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  private readonly unrelay?: () => void;

  constructor(private readonly relay?: NoticeRelay) {
    this.unrelay = relay?.onNotice((channel, payload) => {
      if (CHANNEL.test(channel)) this.emitter.emit(channel, payload);
    });
  }

  async notify(channel: string, payload = '', options: NotifyOptions = {}): Promise<void> {
    assertChannel(channel);
    this.emitter.emit(channel, payload);
    if (options.everyProcess && this.relay) await this.relay.send(channel, payload);
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
    this.unrelay?.();
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
  /** Acknowledgements heard ('ack' with the payload; null when the connection was lost). */
  private readonly acks = new EventEmitter().setMaxListeners(0);
  /** Names this instance in its acknowledgements. */
  private readonly instance = randomUUID();
  private client?: Client;
  private connecting?: Promise<void>;
  private closed = false;
  private retryTimer?: NodeJS.Timeout;
  private retryDelay = 250;
  /** Moves on every lost connection: notices sent meanwhile never arrive. */
  private losses = 0;
  /** LISTENs sent and not yet answered, by channel: a notice sent before would not come back here. */
  private readonly subscribing = new Map<string, Promise<void>>();

  constructor(
    private readonly pool: Pool,
    private readonly newClient: () => Client,
    private readonly logger?: Logger
  ) {}

  /**
   * When this instance listens on the channel, resolves once every instance listening on the
   * database (this one included) acknowledged the notice, that is, ran its listeners for it (at
   * most ECHO_WAIT_MS): what the caller answers next cannot race another instance's cache, even one
   * whose connection hands the notice over later than this one's. Give a payload of its own to each
   * notice waited for.
   */
  async notify(channel: string, payload = ''): Promise<void> {
    assertChannel(channel);
    await this.subscribing.get(channel);
    if (!this.client || this.emitter.listenerCount(channel) === 0) {
      await this.pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
      return;
    }
    const key = ackKey(channel, payload);
    const acknowledged = new Set<string>();
    let instances = Infinity;
    let check = () => {};
    let stop = () => {};
    const done = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ECHO_WAIT_MS);
      timer.unref();
      check = () => {
        if (acknowledged.size >= instances) resolve();
      };
      const heard = (ack: string | null) => {
        // A lost connection: nothing more arrives on it, and every cache checks itself anyway.
        if (ack === null) return resolve();
        const [ackedKey, instance] = splitAck(ack);
        if (ackedKey !== key) return;
        acknowledged.add(instance);
        check();
      };
      this.acks.on('ack', heard);
      stop = () => {
        clearTimeout(timer);
        this.acks.off('ack', heard);
      };
    });
    try {
      const { rows } = await this.pool.query<{ instances: number }>(
        `SELECT pg_notify($1, $2), (SELECT count(*) FROM pg_stat_activity
           WHERE datname = current_database() AND application_name = $3)::int AS instances`,
        [channel, payload, LISTENER_APPLICATION]
      );
      instances = Math.max(1, rows[0]?.instances ?? 1);
      check();
      await done;
    } finally {
      stop();
    }
  }

  listen(channel: string, listener: StoreListener): () => void {
    assertChannel(channel);
    const first = this.emitter.listenerCount(channel) === 0;
    this.emitter.on(channel, listener);
    if (first) {
      const subscribed = this.subscribe(channel).finally(() => {
        if (this.subscribing.get(channel) === subscribed) this.subscribing.delete(channel);
      });
      this.subscribing.set(channel, subscribed);
    }
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
      client.on('notification', (message) => this.received(message.channel, message.payload ?? ''));
      client.on('error', (error) => this.lost(error, client));
      client.on('end', () => this.lost(new Error('connection ended'), client));
      try {
        await client.connect();
        await client.query(`SET application_name TO '${LISTENER_APPLICATION}'`);
        await client.query(`LISTEN "${ACK_CHANNEL}"`);
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

  /** Runs the channel's listeners, then tells the sender (and any other waiting instance) they ran. */
  private received(channel: string, payload: string): void {
    if (channel === ACK_CHANNEL) {
      this.acks.emit('ack', payload);
      return;
    }
    this.emitter.emit(channel, payload);
    const ack = `${ackKey(channel, payload)}\n${this.instance}`;
    void this.pool.query('SELECT pg_notify($1, $2)', [ACK_CHANNEL, ack]).catch(() => undefined);
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
          this.acks.emit('ack', null);
        },
        (again) => this.lost(again)
      );
    }, this.retryDelay);
    // Reconnecting alone must not keep a finished process alive.
    this.retryTimer.unref();
    this.retryDelay = Math.min(this.retryDelay * 2, 5000);
  }
}
