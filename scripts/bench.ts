/** `npm run bench`: prints the performance figures. Never asserts a time; the machine is noisy. */
import { existsSync } from 'fs';
import { join, resolve } from 'path';
import { buildPublic, buildServer, writeBuildInfo } from './build';
import { measureHomeJavaScript, measureLoginPage, printHomeJavaScript, printLoginPage } from '../bench/bundle_size';
import { measureStartup, printStartup } from '../bench/startup_time';
import { measureLoginStorm, printLoginStorm } from '../bench/login_storm';
import {
  measureAuthThroughput,
  measureWorkerScaling,
  printAuthThroughput,
  printWorkerScaling,
} from '../bench/auth_throughput';

const ROOT = resolve(__dirname, '..');

async function main() {
  if (
    !existsSync(join(ROOT, 'build', 'server', 'core', 'server', 'cli.js')) ||
    !existsSync(join(ROOT, 'build', 'public', 'manifest.json'))
  ) {
    writeBuildInfo();
    buildServer();
    buildPublic();
  }
  printHomeJavaScript(await measureHomeJavaScript());
  printLoginPage(await measureLoginPage());
  printStartup(await measureStartup(Number(process.env.BENCH_RUNS ?? 5)));
  printAuthThroughput(await measureAuthThroughput());
  printLoginStorm(await measureLoginStorm());
  printWorkerScaling(await measureWorkerScaling());
  const scale = await (await import('../bench/admin_scale')).benchAdminScale();
  const stores = await import('../bench/store_compare');
  stores.printStoreComparison(await stores.measureStoreComparison(scale.users.firstPage));
  const { measureOpenIdLogin, printOpenIdLogin } = await import('../bench/openid_login');
  printOpenIdLogin(await measureOpenIdLogin(Number(process.env.BENCH_RUNS ?? 10)));
  const { measureSamlLogin, printSamlLogin } = await import('../bench/saml_login');
  printSamlLogin(await measureSamlLogin(Number(process.env.BENCH_RUNS ?? 10)));
  (await import('../bench/explain_scale')).benchExplainScale();
}

main().catch((e) => {
  process.stderr.write(`${(e as Error).stack}\n`);
  process.exit(1);
});
