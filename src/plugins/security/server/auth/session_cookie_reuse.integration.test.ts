import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AUTH_LOGOUT_PATH } from '../../common/logout';
import { ADMIN_PASSWORD, startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

/**
 * The session reader keeps the latest Cookie header it parsed (session_reader.ts): requests that
 * alternate between callers, or send the same header after its session ended, must each be
 * answered for the session their own header names, as of now.
 */
describe('one Cookie header after another (whole server, real HTTP)', () => {
  let s: SecurityTestServer;
  let admin: string;
  let kim: string;

  beforeAll(async () => {
    s = await startSecurityTestServer();
    await s.createUser('kim', 'Kim!pass-1234');
    admin = await s.login('admin', ADMIN_PASSWORD);
    kim = await s.login('kim', 'Kim!pass-1234');
  });
  afterAll(() => s.stop());

  const whoIs = async (cookie: string) => {
    const res = await s.call('GET', '/api/v1/auth/authinfo', { cookie });
    return res.status === 200 ? (res.body as { user_name: string }).user_name : res.status;
  };

  it('answers each request for the session its own header names', async () => {
    expect([await whoIs(admin), await whoIs(kim), await whoIs(kim), await whoIs(admin)]).toEqual([
      'admin',
      'kim',
      'kim',
      'admin',
    ]);
    // The same session among other cookies is another header, read anew.
    expect(await whoIs(`theme=dark; ${kim}; lang=en`)).toBe('kim');
    expect(await whoIs('theme=dark')).toBe(401);
  });

  it('refuses the very header it just accepted once its session is logged out', async () => {
    expect(await whoIs(kim)).toBe('kim');
    expect((await s.call('POST', AUTH_LOGOUT_PATH, { cookie: kim })).status).toBeLessThan(400);
    expect(await whoIs(kim)).toBe(401);
    expect(await whoIs(admin)).toBe('admin');
  });
});
