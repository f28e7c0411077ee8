/**
 * Free text of the security configuration (descriptions, attribute keys and values, backend role,
 * user and host names) holds at most TEXT_INPUT_MAX_LENGTH characters when written, on `/api/v1`
 * and on the REST API listener alike: 256 is taken, 257 is a 400 naming the field and the limit.
 * An entry stored before the limit (restored from a backup) stays readable; a write of it must
 * come within the limit.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { API_TOKEN_NAME_MAX_CHARS } from '../../common/api_tokens';
import { TEXT_INPUT_MAX_LENGTH } from '../../common/constants';
import { restJson, startWithRestListener } from '../test_utils/rest_listener';
import { ADMIN_PASSWORD, type SecurityTestServer } from '../test_utils/security_test_server';

const API = '/api/v1/configuration';
const ADMIN = { name: 'admin', password: ADMIN_PASSWORD };
const AT_LIMIT = 'a'.repeat(TEXT_INPUT_MAX_LENGTH);
const OVER = 'b'.repeat(TEXT_INPUT_MAX_LENGTH + 1);
/** 256 code points that are 512 UTF-16 units: the limit counts characters as a user does. */
const ASTRAL_AT_LIMIT = '😀'.repeat(TEXT_INPUT_MAX_LENGTH);
const PASSWORD = 'Us3r!pass-for-limits';

let s: SecurityTestServer;
let restUrl: string;

beforeAll(async () => {
  ({ s, restUrl } = await startWithRestListener());
  s.secrets.add(PASSWORD);
});

afterAll(async () => {
  await s?.stop();
});

/** The same write on each face: `/api/v1`'s POST, the REST listener's PUT. */
const faces = {
  '/api/v1': async (path: string, body: unknown) => {
    const res = await s.admin('POST', `${API}${path}`, body);
    return { status: res.status, body: res.body };
  },
  'the REST listener': (path: string, body: unknown) => restJson(restUrl, ADMIN, 'PUT', path, body),
};

describe.each(Object.entries(faces))('free text written through %s', (face, write) => {
  const suffix = face === '/api/v1' ? 'v1' : 'rest';
  const limitSays = `${TEXT_INPUT_MAX_LENGTH} characters`;

  it.each([
    ['roles', 'description', { description: OVER }],
    ['actiongroups', 'description', { allowed_actions: ['indices:data/read/get'], description: OVER }],
    ['tenants', 'description', { description: OVER }],
    ['internalusers', 'description', { password: PASSWORD, description: OVER }],
    ['internalusers', 'attributes.team', { password: PASSWORD, attributes: { team: OVER } }],
    ['internalusers', 'attributes', { password: PASSWORD, attributes: { [OVER]: 'x' } }],
    ['internalusers', 'backend_roles', { password: PASSWORD, backend_roles: ['ok', OVER] }],
  ])('refuses 257 characters in a %s body with a 400 naming %s and the limit', async (kind, field, body) => {
    const res = await write(`/${kind}/limit_${suffix}`, body);
    expect(res.status).toBe(400);
    const message = String(res.body.message);
    expect(message).toContain(field);
    expect(message).toContain(limitSays);
    // The answer names an over-long key without repeating all of it.
    expect(message).not.toContain(OVER);
    if (face === 'the REST listener') expect(res.body.status).toBe('BAD_REQUEST');
    // Nothing was written.
    expect((await s.admin('GET', `${API}/${kind}/limit_${suffix}`)).status).toBe(404);
  });

  it("refuses 257 characters in a role mapping's users, backend roles and hosts", async () => {
    expect((await write(`/roles/mapped_${suffix}`, {})).status).toBe(201);
    for (const field of ['users', 'backend_roles', 'hosts', 'and_backend_roles']) {
      const res = await write(`/rolesmapping/mapped_${suffix}`, { [field]: [OVER] });
      expect(res.status).toBe(400);
      expect(String(res.body.message)).toContain(field);
      expect(String(res.body.message)).toContain(limitSays);
    }
  });

  it('takes 256 characters in every such field, counted as characters', async () => {
    const user = await write(`/internalusers/full_${suffix}`, {
      password: PASSWORD,
      description: ASTRAL_AT_LIMIT,
      attributes: { [AT_LIMIT]: AT_LIMIT },
      backend_roles: [AT_LIMIT],
    });
    expect(user.status).toBe(201);
    expect((await write(`/roles/full_${suffix}`, { description: AT_LIMIT })).status).toBe(201);
    const mapping = await write(`/rolesmapping/full_${suffix}`, {
      users: [AT_LIMIT],
      backend_roles: [AT_LIMIT],
      hosts: [AT_LIMIT],
      description: AT_LIMIT,
    });
    expect(mapping.status).toBe(201);
    expect((await write(`/tenants/full_${suffix}`, { description: AT_LIMIT })).status).toBe(201);
    const stored = await s.admin('GET', `${API}/internalusers/full_${suffix}`);
    expect(stored.body).toMatchObject({
      description: ASTRAL_AT_LIMIT,
      attributes: { [AT_LIMIT]: AT_LIMIT },
      backend_roles: [AT_LIMIT],
    });
  });
});

describe("the REST listener's JSON Patch", () => {
  it('refuses a patch that makes a description longer than the limit, and takes one at the limit', async () => {
    expect((await restJson(restUrl, ADMIN, 'PUT', '/roles/patched', {})).status).toBe(201);
    const over = await restJson(restUrl, ADMIN, 'PATCH', '/roles/patched', [
      { op: 'add', path: '/description', value: OVER },
    ]);
    expect(over).toMatchObject({ status: 400, body: { status: 'BAD_REQUEST' } });
    expect(over.body.message).toContain('description');
    expect(over.body.message).toContain(`${TEXT_INPUT_MAX_LENGTH} characters`);
    const many = await restJson(restUrl, ADMIN, 'PATCH', '/roles', [
      { op: 'add', path: '/patched/description', value: OVER },
    ]);
    expect(many.status).toBe(400);
    const at = await restJson(restUrl, ADMIN, 'PATCH', '/roles/patched', [
      { op: 'add', path: '/description', value: AT_LIMIT },
    ]);
    expect(at.status).toBe(200);
  });
});

describe('an entry stored before the limit', () => {
  const LONG = 'old '.repeat(100);

  beforeAll(async () => {
    // A backup taken before the limit: the files are restored as they are.
    const res = await s.admin('POST', `${API}/import?dry_run=false`, {
      files: { 'tenants.yml': `_meta:\n  type: tenants\n  config_version: 2\nlegacy:\n  description: "${LONG}"\n` },
    });
    expect(res.status).toBe(200);
  });

  it('is kept and readable on both faces', async () => {
    expect((await s.admin('GET', `${API}/tenants/legacy`)).body).toMatchObject({ description: LONG });
    expect((await restJson(restUrl, ADMIN, 'GET', '/tenants/legacy')).body).toMatchObject({
      legacy: { description: LONG },
    });
  });

  it('must come within the limit when it is written again', async () => {
    const again = await restJson(restUrl, ADMIN, 'PUT', '/tenants/legacy', { description: LONG });
    expect(again.status).toBe(400);
    expect(again.body.message).toContain('description');
    expect((await s.admin('POST', `${API}/tenants/legacy`, { description: 'shortened' })).status).toBe(200);
  });
});

describe('an API token name, whose own limit is smaller', () => {
  const basic = { username: 'admin', password: ADMIN_PASSWORD };
  const tooLong = 'n'.repeat(API_TOKEN_NAME_MAX_CHARS + 1);

  it.each([
    ['the REST listener', () => restJson(restUrl, ADMIN, 'POST', '/apitokens', { name: tooLong })],
    ['/api/v1/apitokens', async () => s.call('POST', '/api/v1/apitokens', { basic, body: { name: tooLong } })],
  ])('is refused over its limit on %s, naming the field and the limit', async (_face, create) => {
    const res = await create();
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('name');
    expect(res.body.message).toContain(`${API_TOKEN_NAME_MAX_CHARS} characters`);
  });

  it('is taken at its limit', async () => {
    const res = await restJson(restUrl, ADMIN, 'POST', '/apitokens', { name: 'n'.repeat(API_TOKEN_NAME_MAX_CHARS) });
    expect(res.status).toBe(200);
    s.secrets.add(res.body.token);
  });
});
