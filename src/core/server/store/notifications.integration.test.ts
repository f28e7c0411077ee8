/**
 * PostgreSQL notices between instances: a sender's `notify` returns only once every instance on
 * the database ran its listeners, even one whose connection hands the notice over late.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { connect, createServer, type Server, type Socket } from 'net';
import { freePort } from '../test_utils/free_port';
import { postgresStoreConfig } from '../test_utils/postgres';
import { Secret } from '../config/secret';
import { PostgresNotifications } from './notifications';
import { createListenClient, createPool } from './postgres';
import type { StoreConfig } from './store_config';

/** A TCP relay whose answers from the database can be held back (a slow network or a busy host). */
async function holdingRelay(databaseUrl: string) {
  const target = new URL(databaseUrl);
  const upstreamPort = Number(target.port);
  const sockets = new Set<Socket>();
  const held: Array<() => void> = [];
  let holding = false;
  let holdingRequests = false;
  const server: Server = createServer((client) => {
    const upstream = connect(upstreamPort, '127.0.0.1');
    sockets.add(client).add(upstream);
    client.on('data', (chunk) => {
      const send = () => upstream.write(chunk);
      if (holdingRequests) held.push(send);
      else send();
    });
    upstream.on('data', (chunk) => {
      const send = () => client.write(chunk);
      if (holding) held.push(send);
      else send();
    });
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  target.port = String(port);
  return {
    url: target.toString(),
    hold: () => (holding = true),
    /** Holds what the client sends instead: its commands reach the database late. */
    holdRequests: () => (holdingRequests = true),
    release: () => {
      holding = false;
      holdingRequests = false;
      for (const send of held.splice(0)) send();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function instance(config: StoreConfig) {
  const pool = createPool(config);
  const notifications = new PostgresNotifications(pool, () => createListenClient(config));
  cleanups.push(
    () => pool.end(),
    () => notifications.close()
  );
  return notifications;
}

describe('PostgreSQL notices between instances', () => {
  it('notify returns once every instance ran its listeners, also one whose connection hands it over late', async () => {
    const config = await postgresStoreConfig();
    const relay = await holdingRelay(config.url!.reveal());
    cleanups.push(() => relay.close());
    const sender = instance(config);
    const late = instance({ ...config, url: new Secret(relay.url) });
    const heardBySender: string[] = [];
    const heardByLate: string[] = [];
    await Promise.all([sender.ready(), late.ready()]);
    sender.listen('test_changes', (payload) => heardBySender.push(String(payload)));
    late.listen('test_changes', (payload) => heardByLate.push(String(payload)));
    // Both listening: a first notice reaches both.
    for (let i = 0; i < 100 && heardByLate.length === 0; i++) {
      await sender.notify('test_changes', `warm-up-${i}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(heardByLate.length).toBeGreaterThan(0);

    relay.hold();
    setTimeout(() => relay.release(), 400);
    await sender.notify('test_changes', 'revoked-1');
    // The sender's own connection had it long before: the late instance must have run its listener too.
    expect(heardBySender).toContain('revoked-1');
    expect(heardByLate).toContain('revoked-1');
  });

  it('a notice nobody else listens to returns once the sender itself ran its listeners', async () => {
    const config = await postgresStoreConfig();
    const sender = instance(config);
    const heard: string[] = [];
    sender.listen('test_changes', (payload) => heard.push(String(payload)));
    for (let i = 0; i < 100 && heard.length === 0; i++) {
      await sender.notify('test_changes', `alone-${i}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    heard.length = 0;
    await sender.notify('test_changes', 'alone');
    expect(heard).toEqual(['alone']);
  });

  it('a notice sent right after the first listen on a channel comes back to it (the LISTEN goes first)', async () => {
    const config = await postgresStoreConfig();
    const relay = await holdingRelay(config.url!.reveal());
    cleanups.push(() => relay.close());
    // The listening connection goes through the relay; notices are sent from the pool, directly.
    const pool = createPool(config);
    const fresh = new PostgresNotifications(pool, () => createListenClient({ ...config, url: new Secret(relay.url) }));
    cleanups.push(
      () => pool.end(),
      () => fresh.close()
    );
    await fresh.ready();
    const heard: string[] = [];
    // The LISTEN reaches the database late (a busy network): the notice must wait for it.
    relay.holdRequests();
    setTimeout(() => relay.release(), 300);
    fresh.listen('test_first', (payload) => heard.push(String(payload)));
    await fresh.notify('test_first', 'first');
    expect(heard).toEqual(['first']);
  });
});
