/** `npm run bench`: prints the performance figures. Never asserts a time; the machine is noisy. */
import { resolve } from 'path';
import { buildPublic, buildServer, writeBuildInfo } from './build';
import { decideBuild, sourceHash } from './build_stamp';
import { ensureSystemPackages } from './system_packages';
import { measureHomeJavaScript, measureLoginPage, printHomeJavaScript, printLoginPage } from '../bench/bundle_size';
import { measureStartup, printStartup } from '../bench/startup_time';
import { measureLoginStorm, printLoginStorm } from '../bench/login_storm';
import {
  measureAuthThroughput,
  measureWorkerScaling,
  printAuthThroughput,
  printWorkerScaling,
} from '../bench/auth_throughput';
import { measureTlsAuthinfo, printTlsAuthinfo } from '../bench/tls_authinfo';
import { measureApiTokenAuthinfo, printApiTokenAuthinfo } from '../bench/apitoken_authinfo';

const ROOT = resolve(__dirname, '..');

/**
 * `BENCH_ONLY=authinfo,workers BENCH_LOAD_ROUNDS=5 npm run bench` runs only the named parts; all of
 * them by default, issue 30's table first (table: every figure of the issue, the median of
 * BENCH_LOAD_ROUNDS runs each, beside its target; home, home-de, login, startup, authinfo, tls, apitoken,
 * storm, workers, admin, openid, saml, ldap, explain, history, insights, retention, sharing, big, runtimes, boot).
 */
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const wanted = (part: string) => !only || only.includes(part);
/** Load runs per figure of the authinfo and workers parts (their medians are printed); more on a busy machine. */
const loadRounds = Number(process.env.BENCH_LOAD_ROUNDS ?? 3);

async function main() {
  // Right after `npm ci` the directory, the KDC, PostgreSQL and Chromium the parts start may not
  // be installed yet: the bench gets them as `npm test` does.
  ensureSystemPackages();
  // The build measured is the build of these sources, and `npm start` in the restart figure
  // starts at once instead of rebuilding while it is timed.
  const hash = sourceHash(ROOT);
  const { parts, message } = decideBuild(ROOT, hash);
  if (message) process.stdout.write(`${message}\n`);
  if (parts.length > 0) writeBuildInfo();
  if (parts.includes('server')) buildServer(ROOT, hash);
  if (parts.includes('public')) buildPublic(ROOT, hash);
  if (wanted('table')) {
    const { measureTargetsTable, printTargetsTable } = await import('../bench/targets_table');
    printTargetsTable(await measureTargetsTable(loadRounds));
  }
  if (wanted('home')) printHomeJavaScript(await measureHomeJavaScript());
  if (wanted('home-de')) {
    const { measureHomeLocaleWeight, printHomeLocaleWeight } = await import('../bench/home_locale_weight');
    printHomeLocaleWeight(await measureHomeLocaleWeight('de-DE', loadRounds));
  }
  if (wanted('login')) printLoginPage(await measureLoginPage());
  if (wanted('startup')) printStartup(await measureStartup(Number(process.env.BENCH_RUNS ?? 5), 10_000));
  if (wanted('authinfo')) printAuthThroughput(await measureAuthThroughput(loadRounds));
  if (wanted('authinfo') || wanted('tls')) printTlsAuthinfo(await measureTlsAuthinfo(loadRounds));
  if (wanted('authinfo') || wanted('apitoken')) printApiTokenAuthinfo(await measureApiTokenAuthinfo(loadRounds));
  if (wanted('storm')) printLoginStorm(await measureLoginStorm());
  if (wanted('workers')) printWorkerScaling(await measureWorkerScaling(loadRounds));
  if (wanted('admin')) {
    const scale = await (await import('../bench/admin_scale')).benchAdminScale();
    const stores = await import('../bench/store_compare');
    stores.printStoreComparison(await stores.measureStoreComparison(scale.users.firstPage));
  }
  if (wanted('openid')) {
    const { measureOpenIdLogin, printOpenIdLogin } = await import('../bench/openid_login');
    printOpenIdLogin(await measureOpenIdLogin(Number(process.env.BENCH_RUNS ?? 10)));
  }
  if (wanted('saml')) {
    const { measureSamlLogin, printSamlLogin } = await import('../bench/saml_login');
    printSamlLogin(await measureSamlLogin(Number(process.env.BENCH_RUNS ?? 10)));
  }
  if (wanted('ldap')) {
    const { measureLdapLogins, printLdapLogins } = await import('../bench/ldap_login');
    printLdapLogins(await measureLdapLogins());
  }
  if (wanted('explain')) (await import('../bench/explain_scale')).benchExplainScale();
  if (wanted('history')) await (await import('../bench/history_scale')).benchHistoryScale();
  if (wanted('insights')) {
    const insights = await import('../bench/audit_insights');
    insights.printAuditInsights(await insights.measureAuditInsights());
  }
  if (wanted('retention')) {
    const retention = await import('../bench/audit_retention');
    retention.printAuditRetention(await retention.measureAuditRetention());
  }
  if (wanted('sharing')) {
    // Issue 75.4: a dashboards find with resource sharing on ÷ off.
    const sharing = await import('../bench/sharing_find');
    sharing.printSharingFind(await sharing.measureSharingFind());
  }
  if (wanted('big')) {
    // Issue 43 item 4: the Security app's pages in Chromium over a big configuration.
    const big = await import('../bench/big_config');
    big.printBigConfig(await big.measureBigConfig());
  }
  if (wanted('runtimes')) {
    // Issue 43 item 5: what a server that does nothing takes on each Node.js, under npm.
    const floor = await import('../bench/runtime_floor');
    const { ensureNode, installedNode, runtimesCache } = await import('./node_lts_runtime');
    const cache = runtimesCache();
    const registry = [
      { label: 'registry 22', node: ensureNode(cache, 22).node },
      { label: 'registry 24', node: (installedNode(ROOT, cache) ?? ensureNode(cache, 24)).node },
    ];
    floor.printRuntimeFloor(await floor.measureRuntimeFloor(Number(process.env.BENCH_RUNS ?? 3), registry));
  }
  if (wanted('boot')) {
    // Issue 43 item 4: the shell's start on a fresh data dir, with each page's request waterfall.
    const boot = await import('../bench/boot_timing');
    boot.printBootTiming(await boot.measureBootTiming(Number(process.env.BENCH_RUNS ?? 5)));
  }
}

main().catch((e) => {
  process.stderr.write(`${(e as Error).stack}\n`);
  process.exit(1);
});
