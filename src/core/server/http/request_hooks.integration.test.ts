import { bareHttpServers } from '../test_utils/bare_http_server';
import { HttpError } from './http_error';
import type { HttpServer } from './http_server';
import { RequestSlot } from './request_slot';

/**
 * The request hooks run without a promise when none is needed (http_server.ts): these pin what
 * must not change with that, for hooks that answer at once and hooks that wait.
 */
const servers = bareHttpServers('request-hooks-test');
const createServer = (): HttpServer => servers.create().server;
const listen = (created: HttpServer) => servers.listen(created);

const later = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 20));

describe('request hooks, answered at once or later', () => {
  it('never runs the handler of a request a hook answered, while a pre-response hook is still at work', async () => {
    const created = createServer();
    let handled = 0;
    created.registerOnPreAuth((request, response) => {
      if (request.headers['x-answer'] === 'sync') response.redirect('/elsewhere');
    });
    created.registerOnPostAuth(async (request, response) => {
      if (request.headers['x-answer'] === 'async') await later(response.redirect('/later'));
    });
    // The answer leaves only once this resolves: the handler must not run meanwhile.
    created.registerOnPreResponse(async (_request, response) => {
      await later(undefined);
      response.setHeader('x-pre-response', 'done');
    });
    created.createRouter().get({ path: '/page', options: { authRequired: false } }, () => {
      handled++;
      return { handled };
    });
    const url = await listen(created);
    for (const answer of ['sync', 'async']) {
      const res = await fetch(`${url}/page`, { headers: { 'x-answer': answer }, redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(answer === 'sync' ? '/elsewhere' : '/later');
      expect(res.headers.get('x-pre-response')).toBe('done');
    }
    await later(undefined);
    expect(handled).toBe(0);
    const res = await fetch(`${url}/page`);
    expect(await res.json()).toEqual({ handled: 1 });
  });

  it('answers a hook that throws, or whose promise rejects, with its error, and the handler never runs', async () => {
    const created = createServer();
    let handled = 0;
    created.registerAuth((request, _response, toolkit) => {
      if (request.headers['x-who'] === 'sync') return toolkit.authenticated({ user: 'sync' });
      if (request.headers['x-who'] === 'async') return later(toolkit.authenticated({ user: 'async' }));
      throw new HttpError(401, 'Authentication required');
    });
    created.registerOnPostAuth((request) => {
      if (request.headers['x-refuse'] === 'sync') throw new HttpError(403, 'Refused at once.');
      if (request.headers['x-refuse'] === 'async') return Promise.reject(new HttpError(403, 'Refused later.'));
      return undefined;
    });
    created.createRouter().get({ path: '/api/who', options: {} }, (request) => {
      handled++;
      return { who: (request.auth.state as { user: string }).user };
    });
    const url = await listen(created);
    for (const who of ['sync', 'async']) {
      const ok = await fetch(`${url}/api/who`, { headers: { 'x-who': who } });
      expect(ok.status).toBe(200);
      expect(await ok.json()).toEqual({ who });
      // Answers that depend on who asks are never cached.
      expect(ok.headers.get('cache-control')).toBe('no-store');
      for (const refuse of ['sync', 'async']) {
        const res = await fetch(`${url}/api/who`, { headers: { 'x-who': who, 'x-refuse': refuse } });
        expect(res.status).toBe(403);
        expect((await res.json()).message).toBe(refuse === 'sync' ? 'Refused at once.' : 'Refused later.');
      }
    }
    const anonymous = await fetch(`${url}/api/who`);
    expect(anonymous.status).toBe(401);
    expect(handled).toBe(2);
  });

  it('sends what a handler returns, at once or through a promise, with the security headers', async () => {
    const created = createServer();
    const router = created.createRouter();
    router.get({ path: '/now', options: { authRequired: false } }, () => ({ at: 'once' }));
    router.get({ path: '/later', options: { authRequired: false } }, () => later({ at: 'later' }));
    router.get({ path: '/nothing', options: { authRequired: false } }, () => undefined);
    const url = await listen(created);
    for (const path of ['/now', '/later']) {
      const res = await fetch(`${url}${path}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ at: path === '/now' ? 'once' : 'later' });
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    }
    const empty = await fetch(`${url}/nothing`);
    expect(empty.status).toBe(200);
    expect(await empty.text()).toBe('');
    const missing = await fetch(`${url}/api/none`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('keeps a request slot per request: what one request kept, the next one never sees', async () => {
    const created = createServer();
    const slot = new RequestSlot<string>();
    created.registerOnPostAuth((request) => {
      const tag = request.headers['x-tag'];
      if (typeof tag === 'string') slot.set(request, tag);
    });
    created.createRouter().get({ path: '/tag', options: { authRequired: false } }, (request) => ({
      tag: slot.get(request) ?? null,
    }));
    const url = await listen(created);
    expect(await (await fetch(`${url}/tag`, { headers: { 'x-tag': 'first' } })).json()).toEqual({ tag: 'first' });
    expect(await (await fetch(`${url}/tag`)).json()).toEqual({ tag: null });
    // A request object core did not make (a test's stand-in) keeps its values too.
    const standIn = { headers: {} } as never;
    slot.set(standIn, 'kept');
    expect(slot.get(standIn)).toBe('kept');
    slot.delete(standIn);
    expect(slot.get(standIn)).toBeUndefined();
  });
});
