/**
 * Directory logins against a throw-away slapd (the tests' directory): authinfo for a signed-in
 * internal user alone and while 40 directory users log in at once (each login: a service-account
 * search, a bind as the user, nested group searches), and logins per second against the directory.
 */
import { ldapConfigYml, ldapRolesMappingYml } from '../src/plugins/security/server/test_utils/ldap_config_yml';
import { USERS, startTestDirectory } from '../src/plugins/security/server/test_utils/slapd';
import { startServer } from '../test/e2e/server_process';
import { importWithSecurityadmin } from '../test/e2e/securityadmin_import';
import { logIn, postLogin } from './accounts';
import { load, type LoadResult } from './http_load';

const STORM_LOGINS = 40;
const RATE_LOGINS = 200;
const RATE_CONCURRENCY = 8;

const people = Object.values(USERS);

export async function measureLdapLogins() {
  const directory = await startTestDirectory();
  const server = await startServer({ env: { LOG_LEVEL: 'warn' } });
  try {
    importWithSecurityadmin(server.dataDir, {
      'config.yml': ldapConfigYml(directory),
      'roles_mapping.yml': ldapRolesMappingYml(),
    });
    const cookie = await logIn(server.url);
    const authinfo = () =>
      load(`${server.url}/api/v1/auth/authinfo`, { headers: { cookie }, concurrency: 8, durationMs: 4000 });
    const login = (i: number) => {
      const user = people[i % people.length];
      return postLogin(server.url, user.uid, user.password);
    };
    await login(0);
    const quiet = await authinfo();
    const storm = Promise.all(Array.from({ length: STORM_LOGINS }, (_, i) => login(i)));
    const during = await authinfo();
    const stormFailed = (await storm).filter((a) => a.status !== 200).length;
    let next = 0;
    let failed = 0;
    const started = process.hrtime.bigint();
    await Promise.all(
      Array.from({ length: RATE_CONCURRENCY }, async () => {
        while (next < RATE_LOGINS) if ((await login(next++)).status !== 200) failed++;
      })
    );
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    return { quiet, during, stormFailed, loginsPerSecond: RATE_LOGINS / seconds, failed };
  } finally {
    await server.stop();
    await directory.destroy();
  }
}

const line = (r: LoadResult) =>
  `${r.perSecond.toFixed(0)} req/s, p50 ${r.medianMs.toFixed(1)} ms, p99 ${r.p99Ms.toFixed(1)} ms`;

export function printLdapLogins(r: Awaited<ReturnType<typeof measureLdapLogins>>) {
  process.stdout.write(
    `authinfo (internal user) alone: ${line(r.quiet)}\n` +
      `authinfo during ${STORM_LOGINS} directory logins at once: ${line(r.during)} (${r.stormFailed} logins failed)\n` +
      `directory logins (slapd on loopback, ${RATE_CONCURRENCY} at a time): ${r.loginsPerSecond.toFixed(0)} logins/s ` +
      `(${r.failed} of ${RATE_LOGINS} failed)\n`
  );
}
