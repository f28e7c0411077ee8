/**
 * Directory logins against a throw-away slapd (the tests' directory): authinfo for a signed-in
 * internal user alone and while 40 directory users log in at once (each login: a service-account
 * search, a bind as the user, nested group searches), and logins per second against the directory.
 */
import { ldapConfigYml, ldapRolesMappingYml } from '../src/plugins/security/server/test_utils/ldap_config_yml';
import { extraUser, startTestDirectory } from '../src/plugins/security/server/test_utils/slapd';
import { startServer } from '../test/e2e/server_process';
import { importWithSecurityadmin } from '../test/e2e/securityadmin_import';
import { logIn, postLogin } from './accounts';
import { load, type LoadResult } from './http_load';

const STORM_LOGINS = 40;
const RATE_LOGINS = 200;
const RATE_CONCURRENCY = 8;

/** Directory users of their own per concurrent login (the lock-out counts a user's logins in flight). */
const people = Array.from({ length: STORM_LOGINS }, (_, i) => extraUser(i));

export async function measureLdapLogins() {
  const directory = await startTestDirectory({ extraUsers: STORM_LOGINS });
  const server = await startServer({ env: { LOG_LEVEL: 'warn' } });
  const login = (i: number) => {
    const user = people[i % people.length];
    return postLogin(server.url, user.uid, user.password);
  };
  /** Logins per second, `RATE_CONCURRENCY` at a time. */
  const rate = async () => {
    let next = 0;
    let failed = 0;
    const started = process.hrtime.bigint();
    await Promise.all(
      Array.from({ length: RATE_CONCURRENCY }, async () => {
        while (next < RATE_LOGINS) if ((await login(next++)).status !== 200) failed++;
      })
    );
    return { perSecond: RATE_LOGINS / (Number(process.hrtime.bigint() - started) / 1e9), failed };
  };
  const configure = (order: number) =>
    importWithSecurityadmin(server.dataDir, {
      'config.yml': ldapConfigYml(directory, { order }),
      'roles_mapping.yml': ldapRolesMappingYml(),
    });
  try {
    // As the demo configuration: the internal users' domain first, so a directory login also pays
    // the internal users' bcrypt round (an unknown name costs the same as a wrong password).
    configure(5);
    const cookie = await logIn(server.url);
    const authinfo = () =>
      load(`${server.url}/api/v1/auth/authinfo`, { headers: { cookie }, concurrency: 8, durationMs: 4000 });
    await login(0);
    const quiet = await authinfo();
    const storm = Promise.all(Array.from({ length: STORM_LOGINS }, (_, i) => login(i)));
    const during = await authinfo();
    const stormFailed = (await storm).filter((a) => a.status !== 200).length;
    const internalFirst = await rate();
    configure(1);
    const directoryFirst = await rate();
    return { quiet, during, stormFailed, internalFirst, directoryFirst };
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
      `directory logins (slapd on loopback, ${RATE_CONCURRENCY} at a time): ` +
      `${r.internalFirst.perSecond.toFixed(1)} logins/s with the internal domain first (each pays its bcrypt round), ` +
      `${r.directoryFirst.perSecond.toFixed(1)} logins/s with the LDAP domain first ` +
      `(${r.internalFirst.failed + r.directoryFirst.failed} of ${2 * RATE_LOGINS} failed)\n`
  );
}
