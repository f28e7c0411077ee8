/**
 * Turning on-behalf-of tokens off ends every token issued before: the same data dir and cookie key,
 * restarted with `on_behalf_of.enabled: false`, refuses the token on both listeners and issues none.
 */
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { restJson, startWithRestListener, type RestListenerServer } from '../test_utils/rest_listener';
import { OBO_DISABLED_MESSAGE } from './obo_service';

const ALICE = { name: 'alice', password: 'Al1ce!obo-off-passw0rd' };
const dataDir = mkdtempSync(join(tmpdir(), 'osd-obo-off-'));
const shared = {
  'path.data': dataDir,
  'opensearch_security.cookie.password': 'a-cookie-key-of-at-least-32-characters!',
};
let running: RestListenerServer | undefined;

afterAll(async () => {
  await running?.s.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function who(server: RestListenerServer, token: string): Promise<[number, number]> {
  const headers = { authorization: `Bearer ${token}` };
  const rest = await fetch(`${server.restUrl}/_plugins/_security/authinfo`, { headers });
  const v1 = await server.s.call('GET', '/api/v1/auth/authinfo', { headers });
  return [rest.status, v1.status];
}

describe('on-behalf-of tokens turned off', () => {
  it('refuses the tokens issued while they were on, and issues none', async () => {
    running = await startWithRestListener({ ...shared, 'opensearch_security.on_behalf_of.enabled': true });
    running.s.secrets.add(ALICE.password);
    await running.s.createUser(ALICE.name, ALICE.password, ['kibanauser']);
    const minted = await restJson(running.restUrl, ALICE, 'POST', '/generateonbehalfoftoken', {});
    expect(minted.status).toBe(200);
    const token = minted.body.authenticationToken;
    expect(await who(running, token)).toEqual([200, 200]);
    await running.s.stop();

    running = await startWithRestListener({ ...shared, 'opensearch_security.on_behalf_of.enabled': false });
    running.s.secrets.add(ALICE.password);
    expect(await who(running, token)).toEqual([401, 401]);
    expect(await restJson(running.restUrl, ALICE, 'POST', '/generateonbehalfoftoken', {})).toEqual({
      status: 400,
      body: OBO_DISABLED_MESSAGE,
    });
  });
});
