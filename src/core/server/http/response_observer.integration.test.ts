import { mkdirSync, writeFileSync } from 'fs';
import { join } from 'path';
import { connect } from 'net';
import { bareHttpServers } from '../test_utils/bare_http_server';
import { HttpError } from './http_error';

/**
 * The status figures are counted by core's own request hooks (no Fastify onResponse /
 * onRequestAbort hooks): every kind of answer must still be counted once, a client that gave up
 * counted as a disconnect, and every answer must still carry the security headers.
 */
const servers = bareHttpServers('response-observer-test');

const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'x-frame-options',
];

async function observedServer() {
  const { server: created, dir } = servers.create();
  const figures = { responded: [] as number[], disconnects: 0 };
  created.observeResponses({
    responded: (ms) => figures.responded.push(ms),
    disconnected: () => void figures.disconnects++,
  });
  created.registerAuth((request, _response, toolkit) => {
    if (request.headers.authorization === 'Bearer ok') return toolkit.authenticated({});
    throw new HttpError(401, 'Authentication required');
  });
  let arrived!: () => void;
  const hangArrived = new Promise<void>((resolve) => (arrived = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const router = created.createRouter();
  router.get({ path: '/api/ok', options: { authRequired: false } }, () => ({ ok: true }));
  router.get({ path: '/api/secret' }, () => ({ secret: true }));
  router.get({ path: '/api/broken', options: { authRequired: false } }, () => {
    throw new Error('boom');
  });
  router.post({ path: '/api/write', options: { authRequired: false } }, () => ({ written: true }));
  router.get({ path: '/api/hang', options: { authRequired: false } }, () => {
    arrived();
    // Answers only once the test is done with it (so the server closes at once).
    return released.then(() => ({ late: true }));
  });
  const files = join(dir, 'static');
  mkdirSync(files);
  writeFileSync(join(files, 'hello.txt'), 'hello');
  await created.registerStaticDir({ root: files, prefix: '/files/' }, { authRequired: false });
  const url = await servers.listen(created);
  return { server: created, url, port: Number(new URL(url).port), figures, hangArrived, release };
}

describe('the response observer (status figures) and the headers of every answer', () => {
  it('counts every kind of answer once, each with the security headers', async () => {
    const { url, figures } = await observedServer();
    const answers = [
      await fetch(`${url}/api/ok`),
      await fetch(`${url}/api/secret`),
      await fetch(`${url}/api/secret`, { headers: { authorization: 'Bearer ok' } }),
      await fetch(`${url}/nowhere`, { headers: { authorization: 'Bearer ok' } }),
      await fetch(`${url}/api/broken`),
      await fetch(`${url}/api/write`, { method: 'POST' }),
      await fetch(`${url}/files/hello.txt`),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 401, 200, 404, 500, 400, 200]);
    expect(await answers[6].text()).toBe('hello');
    for (const res of answers) {
      for (const name of SECURITY_HEADERS) expect(res.headers.get(name)).toBeTruthy();
    }
    expect(answers[2].headers.get('cache-control')).toBe('no-store');
    expect(figures.responded).toHaveLength(answers.length);
    for (const ms of figures.responded) expect(ms).toBeGreaterThanOrEqual(0);
    expect(figures.disconnects).toBe(0);
  });

  it('counts a client that gave up as a disconnect, and a finished keep-alive connection as none', async () => {
    const { url, port, figures, hangArrived, release } = await observedServer();
    // A keep-alive connection that closes after its complete answer.
    await new Promise<void>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write('GET /api/ok HTTP/1.1\r\nhost: localhost\r\nconnection: keep-alive\r\n\r\n')
      );
      socket.on('data', (chunk) => {
        if (chunk.toString().includes('{"ok":true}')) socket.destroy();
      });
      socket.on('close', () => resolve());
      socket.on('error', reject);
    });
    const controller = new AbortController();
    const pending = fetch(`${url}/api/hang`, { signal: controller.signal }).catch((error: Error) => error.name);
    await hangArrived;
    controller.abort();
    expect(await pending).toBe('AbortError');
    for (let attempt = 0; attempt < 50 && figures.disconnects === 0; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(figures.disconnects).toBe(1);
    expect(figures.responded).toHaveLength(1);
    release();
  });

  it('takes one observer, before the server listens', async () => {
    const { server, figures } = await observedServer();
    expect(() => server.observeResponses({ responded: () => undefined, disconnected: () => undefined })).toThrow(
      'A response observer cannot be registered after the server has started.'
    );
    expect(figures.disconnects).toBe(0);
  });
});
