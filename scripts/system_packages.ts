/**
 * The Debian packages the tests and the bench use (Chromium, PostgreSQL, slapd, a KDC, rsyslog,
 * Prometheus…), and their install on a fresh machine: `npm test` and `npm run bench` both call
 * `ensureSystemPackages` before anything else, so either works right after `npm ci`.
 */
import { spawnSync } from 'child_process';
import { existsSync, readdirSync } from 'fs';
import { kerberosHeadersPresent } from './kerberos_addon';

const CHROMIUM = '/usr/bin/chromium';

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  process.stdout.write(`\n$ ${cmd} ${args.join(' ')}\n`);
  return spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
}

/** Debian packages the tests and the bench use, each with a file that shows it is there. */
export const SYSTEM_PACKAGES: Array<{ pkg: string; present: () => boolean; neededBy: string }> = [
  { pkg: 'chromium', present: () => existsSync(CHROMIUM), neededBy: 'browser tests' },
  {
    pkg: 'fonts-noto-cjk',
    present: () => existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'),
    neededBy: "browser tests' screenshots in Japanese and Chinese (glyphs, not empty boxes)",
  },
  {
    pkg: 'postgresql',
    present: () => ['17', '16', '15'].some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`)),
    neededBy: 'store tests on PostgreSQL',
  },
  { pkg: 'openssl', present: () => existsSync('/usr/bin/openssl'), neededBy: "test identity providers' certificates" },
  {
    pkg: 'libnss3-tools',
    present: () => existsSync('/usr/bin/certutil') && existsSync('/usr/bin/pk12util'),
    neededBy: "the browser test's client certificate (an NSS database)",
  },
  { pkg: 'slapd', present: () => existsSync('/usr/sbin/slapd'), neededBy: 'LDAP tests (a throw-away directory)' },
  {
    pkg: 'ldap-utils',
    present: () => existsSync('/usr/bin/ldapsearch'),
    neededBy: 'LDAP tests (loading the directory)',
  },
  { pkg: 'oathtool', present: () => existsSync('/usr/bin/oathtool'), neededBy: 'second-factor tests (TOTP codes)' },
  {
    pkg: 'krb5-kdc',
    present: () => existsSync('/usr/sbin/krb5kdc'),
    neededBy: 'Kerberos tests (a realm of their own)',
  },
  {
    pkg: 'krb5-admin-server',
    present: () => existsSync('/usr/sbin/kadmin.local'),
    neededBy: "Kerberos tests (the realm's principals)",
  },
  {
    pkg: 'krb5-user',
    present: () => existsSync('/usr/bin/kinit'),
    neededBy: 'Kerberos tests (a ticket to sign in with)',
  },
  {
    pkg: 'libkrb5-dev',
    present: () => kerberosHeadersPresent(),
    neededBy: 'Kerberos tests (the kerberos addon is compiled against its headers)',
  },
  { pkg: 'rsyslog', present: () => existsSync('/usr/sbin/rsyslogd'), neededBy: 'audit shipping tests (syslog)' },
  {
    pkg: 'rsyslog-gnutls',
    present: () => readdirSync('/usr/lib').some((dir) => existsSync(`/usr/lib/${dir}/rsyslog/lmnsd_gtls.so`)),
    neededBy: 'audit shipping tests (syslog over TLS)',
  },
  {
    pkg: 'rsyslog-relp',
    present: () => readdirSync('/usr/lib').some((dir) => existsSync(`/usr/lib/${dir}/rsyslog/imrelp.so`)),
    neededBy: 'audit shipping tests (syslog over RELP)',
  },
  {
    pkg: 'prometheus',
    present: () => existsSync('/usr/bin/prometheus') && existsSync('/usr/bin/promtool'),
    neededBy: 'metrics tests (Prometheus scraping the server)',
  },
];

/** A fresh machine gets what the tests and the bench need from Debian's packages, once, before anything runs. */
export function ensureSystemPackages(): void {
  const missing = SYSTEM_PACKAGES.filter((p) => !p.present());
  if (missing.length === 0) return;
  process.stdout.write(`Installing Debian packages: ${missing.map((p) => p.pkg).join(', ')}\n`);
  const update = run('apt-get', ['update', '-qq']);
  const install = run('apt-get', ['install', '-y', '-qq', ...missing.map((p) => p.pkg)], {
    DEBIAN_FRONTEND: 'noninteractive',
  });
  for (const p of missing) {
    if (update.status !== 0 || install.status !== 0 || !p.present()) {
      process.stderr.write(`Could not install ${p.pkg}; ${p.neededBy} cannot run.\n`);
    }
  }
}
