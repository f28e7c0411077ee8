/**
 * The RELP client with receivers that do not behave as rsyslog's imrelp does (the well-behaved
 * ones are in relp_sink.system.test.ts): a loopback TCP peer scripted to answer 500, to answer part of a
 * window and hang up, to break the framing, to refuse the session; and a real rsyslog listening
 * with imtcp, which speaks no RELP. A message counts only once the receiver answered it 200.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { createServer, type AddressInfo, type Server, type Socket } from 'net';
import { startTestSyslog, type TestSyslog } from '../../test_utils/rsyslog';
import { RelpConnection } from './relp_connection';
import { RelpFrameParser } from './relp_frame';
import type { RelpFrame, SyslogSendError } from './types';

const OPEN_OK = '200 OK\nrelp_version=0\nrelp_software=test\ncommands=syslog';
const rsp = (txnr: number, data: string) => `${txnr} rsp ${Buffer.byteLength(data)} ${data}\n`;

/** A RELP peer on loopback whose answer to each frame the test decides. */
async function scriptedReceiver(answer: (frame: RelpFrame, socket: Socket) => void) {
  const frames: RelpFrame[] = [];
  const server: Server = createServer((socket) => {
    const parser = new RelpFrameParser(1 << 20);
    socket.on('data', (chunk: Buffer) => {
      for (const frame of parser.push(chunk)) {
        frames.push(frame);
        answer(frame, socket);
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, frames, server };
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the send resolved');
    },
    (error: SyslogSendError) => error
  );

describe('the RELP client against receivers that misbehave', () => {
  let server: Server | undefined;
  let syslog: TestSyslog | undefined;
  let connection: RelpConnection | undefined;
  afterEach(async () => {
    await connection?.close();
    connection = undefined;
    server?.close();
    server = undefined;
    await syslog?.cleanup();
    syslog = undefined;
  });

  it('opens with relp_version 0 and commands=syslog, numbers frames 1, 2, 3…, and closes with close', async () => {
    const peer = await scriptedReceiver((frame, socket) =>
      socket.write(rsp(frame.txnr, frame.command === 'open' ? OPEN_OK : '200 OK'))
    );
    server = peer.server;
    connection = new RelpConnection({ host: '127.0.0.1', port: peer.port });
    await connection.send(['<86>1 a', '<86>1 b']);
    await connection.close();
    expect(peer.frames.map((f) => [f.txnr, f.command])).toEqual([
      [1, 'open'],
      [2, 'syslog'],
      [3, 'syslog'],
      [4, 'close'],
    ]);
    expect(peer.frames[0].data.toString()).toMatch(/^relp_version=0\nrelp_software=[^\n]+\ncommands=syslog$/);
    expect(peer.frames[1].data.toString()).toBe('<86>1 a');
  });

  it('counts only the messages answered 200 before the receiver answered 500', async () => {
    const peer = await scriptedReceiver((frame, socket) => {
      if (frame.command === 'open') socket.write(rsp(frame.txnr, OPEN_OK));
      else socket.write(rsp(frame.txnr, frame.data.toString() === 'bad' ? '500 no' : '200 OK'));
    });
    server = peer.server;
    connection = new RelpConnection({ host: '127.0.0.1', port: peer.port });
    const error = await failureOf(connection.send(['one', 'two', 'bad', 'four']));
    expect(error).toMatchObject({ code: 'RELP_REFUSED', acknowledged: 2 });
  });

  it('counts the answered part of a window when the receiver hangs up, and sends the rest on a new session', async () => {
    let sessions = 0;
    const peer = await scriptedReceiver((frame, socket) => {
      if (frame.command === 'open') {
        sessions++;
        socket.write(rsp(frame.txnr, OPEN_OK));
      } else if (sessions === 1 && frame.txnr === 5) socket.destroy();
      else socket.write(rsp(frame.txnr, '200 OK'));
    });
    server = peer.server;
    connection = new RelpConnection({ host: '127.0.0.1', port: peer.port });
    const messages = ['m0', 'm1', 'm2', 'm3', 'm4', 'm5'];
    const error = await failureOf(connection.send(messages));
    expect(error).toMatchObject({ acknowledged: 3 });
    await connection.send(messages.slice(3));
    expect(sessions).toBe(2);
    // The second session starts again at the first message not answered.
    const second = peer.frames.slice(peer.frames.map((f) => f.command).lastIndexOf('open') + 1);
    expect(second.map((f) => f.data.toString())).toEqual(messages.slice(3));
  });

  it.each([
    ['an answer out of order', 'RELP_PROTOCOL', (txnr: number) => rsp(txnr + 1, '200 OK')],
    ['a broken frame', 'RELP_FRAMING', () => '1 rsp x\n'],
    ['an answer without a status code', 'RELP_FRAMING', (txnr: number) => rsp(txnr, 'OK')],
  ])('drops the session on %s, counting nothing', async (_what, code, reply) => {
    const peer = await scriptedReceiver((frame, socket) =>
      socket.write(frame.command === 'open' ? rsp(frame.txnr, OPEN_OK) : reply(frame.txnr))
    );
    server = peer.server;
    connection = new RelpConnection({ host: '127.0.0.1', port: peer.port });
    expect(await failureOf(connection.send(['x']))).toMatchObject({ code, acknowledged: 0 });
  });

  it('refuses a session whose receiver does not offer the syslog command', async () => {
    const peer = await scriptedReceiver((frame, socket) =>
      socket.write(rsp(frame.txnr, '200 OK\nrelp_version=0\ncommands=eventlog'))
    );
    server = peer.server;
    connection = new RelpConnection({ host: '127.0.0.1', port: peer.port });
    expect(await failureOf(connection.send(['x']))).toMatchObject({ code: 'RELP_REFUSED', acknowledged: 0 });
    expect(peer.frames.map((f) => f.command)).toEqual(['open']);
  });

  it('times out on a real rsyslog that listens with imtcp (no RELP): nothing is taken for delivered', async () => {
    syslog = await startTestSyslog('tcp');
    connection = new RelpConnection({ host: '127.0.0.1', port: syslog.port, ackTimeoutMs: 300 });
    expect(await failureOf(connection.send(['<86>1 x']))).toMatchObject({ code: 'SYSLOG_TIMEOUT', acknowledged: 0 });
  });
});
