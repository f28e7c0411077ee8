/**
 * The permission dry run (`perform_permission_check=true`) on core's router: the post-auth hooks'
 * refusals answer it before the body is read, and a route that judges its own (`dryRun`) is asked
 * in its handler's place, on its validated parts, once the hooks allowed it. The handler never runs.
 */
import { Type } from '@sinclair/typebox';
import { startHttpTestServer } from '../test_utils/http_test_server';
import { HttpError, MissingPrivilegesError } from './http_error';

const XSRF = { 'osd-xsrf': 'true', 'content-type': 'application/json' };
const DRY = 'perform_permission_check=true';

describe('a route that judges its own permission dry run', () => {
  const ran: string[] = [];
  const judged: unknown[] = [];
  const server = startHttpTestServer();
  let base: string;

  beforeAll(async () => {
    server.http.registerOnPostAuth((request) => {
      if (request.headers['x-deny'] === 'yes') throw new MissingPrivilegesError('Denied', ['the hook']);
    });
    const Body = Type.Object({ size: Type.Integer() }, { additionalProperties: false });
    server.http.createRouter().post(
      {
        path: '/api/things/:name',
        validate: { params: Type.Object({ name: Type.String() }), body: Body },
        dryRun: (request) => {
          judged.push({ name: request.params.name, body: request.body });
          if (request.body.size > 10) throw new HttpError(403, 'Too big for you');
          if (request.params.name === 'missing') throw new HttpError(404, 'No such thing');
        },
      },
      (request) => {
        ran.push(request.params.name);
        return { ok: true };
      }
    );
    base = await server.start();
  });
  afterAll(() => server.stop());

  const dry = async (name: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}/api/things/${name}?${DRY}`, {
      method: 'POST',
      headers: { ...XSRF, ...headers },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };

  it('is judged on its validated parts, and a refusal there answers accessAllowed false', async () => {
    expect(await dry('a', { size: 11 })).toEqual({
      status: 200,
      body: { accessAllowed: false, missingPrivileges: ['Too big for you'] },
    });
    expect(await dry('a', { size: 1 })).toEqual({ status: 200, body: { accessAllowed: true, missingPrivileges: [] } });
    expect(judged).toEqual([
      { name: 'a', body: { size: 11 } },
      { name: 'a', body: { size: 1 } },
    ]);
  });

  it('leaves out what is no answer about permissions (a bad body, a missing entry)', async () => {
    for (const [name, body] of [
      ['a', { size: 'big' }],
      ['missing', { size: 1 }],
    ] as const) {
      expect(await dry(name, body)).toEqual({ status: 200, body: { accessAllowed: true, missingPrivileges: [] } });
    }
  });

  it("answers the hooks' refusal without asking the route", async () => {
    judged.length = 0;
    expect(await dry('a', { size: 11 }, { 'x-deny': 'yes' })).toEqual({
      status: 200,
      body: { accessAllowed: false, missingPrivileges: ['the hook'] },
    });
    expect(judged).toEqual([]);
  });

  it('never runs the handler on a dry run, and runs it without one', async () => {
    expect(ran).toEqual([]);
    const res = await fetch(`${base}/api/things/b`, { method: 'POST', headers: XSRF, body: '{"size":1}' });
    expect([res.status, ran]).toEqual([200, ['b']]);
  });
});
