import { createServer, connect, type AddressInfo, type Server } from 'net';
import { bareHttpServers } from '../test_utils/bare_http_server';
import { LoopTurn, startNewTurn } from './loop_turn';

/**
 * What the requests of one event-loop turn may share (loop_turn.ts): nothing that arrives by I/O
 * can be handled in the turn that read the store before it, except a pipelined request.
 */

/** Resolves once the loop has polled for I/O again (the second immediate runs a loop iteration later). */
const afterPoll = () => new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));

describe('LoopTurn', () => {
  it('holds within a turn (microtasks included) and ends when the loop polls again', async () => {
    const turn = new LoopTurn();
    expect(turn.same()).toBe(false);
    expect(turn.same()).toBe(true);
    await Promise.resolve();
    expect(turn.same()).toBe(true);
    await afterPoll();
    expect(turn.same()).toBe(false);
    expect(turn.same()).toBe(true);
    turn.forget();
    expect(turn.same()).toBe(false);
  });

  it('ends when bytes from a socket were handled: what they asked for is read anew', async () => {
    const server: Server = createServer((socket) => socket.on('data', (chunk) => socket.write(chunk)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const client = connect((server.address() as AddressInfo).port, '127.0.0.1');
    try {
      await new Promise<void>((resolve) => client.once('connect', resolve));
      const turn = new LoopTurn();
      expect(turn.same()).toBe(false);
      for (let i = 0; i < 3; i++) {
        const echoed = new Promise<boolean>((resolve) => client.once('data', () => resolve(turn.same())));
        client.write('ping');
        // The echo is handled in a later turn than the check made before sending it.
        expect(await echoed).toBe(false);
      }
    } finally {
      client.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('ends for every memo when a new turn is started', () => {
    const turns = [new LoopTurn(), new LoopTurn()];
    for (const turn of turns) expect(turn.same()).toBe(false);
    for (const turn of turns) expect(turn.same()).toBe(true);
    startNewTurn();
    for (const turn of turns) expect(turn.same()).toBe(false);
    for (const turn of turns) expect(turn.same()).toBe(true);
  });
});

describe("core's HTTP server and the turn", () => {
  const servers = bareHttpServers('loop-turn-test');

  it('starts a new turn for a request pipelined behind another on its connection', async () => {
    const { server } = servers.create();
    const turn = new LoopTurn();
    const seen: Record<string, boolean> = {};
    server.createRouter().get({ path: '/seen/:name', options: { authRequired: false } }, (request) => {
      const { name } = request.params as { name: string };
      seen[name] = turn.same();
      return { name };
    });
    const port = Number(new URL(await servers.listen(server)).port);
    const socket = connect(port, '127.0.0.1');
    const get = (name: string) => `GET /seen/${name} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;
    try {
      await new Promise<void>((resolve) => socket.once('connect', resolve));
      let received = '';
      const answers = (count: number) =>
        new Promise<void>((resolve) => {
          const onData = (chunk: Buffer) => {
            received += chunk.toString();
            if ((received.match(/HTTP\/1\.1 \d{3}/g) ?? []).length >= count) {
              socket.off('data', onData);
              resolve();
            }
          };
          socket.on('data', onData);
        });
      // One write, so one read of the server: both requests are handled in the same turn.
      const both = answers(2);
      turn.same();
      socket.write(get('first') + get('second'));
      await both;
      expect(received.match(/HTTP\/1\.1 \d{3}/g)).toEqual(['HTTP/1.1 200', 'HTTP/1.1 200']);
      expect(seen).toEqual({ first: false, second: false });
    } finally {
      socket.destroy();
    }
  });
});
