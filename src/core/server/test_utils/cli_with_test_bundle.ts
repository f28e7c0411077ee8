/**
 * The real command line (cli.ts, the primary and its workers included) with a stand-in browser
 * bundle in $TEST_PUBLIC_DIR, so tests can spawn it without a webpack build:
 * `node --import tsx src/core/server/test_utils/cli_with_test_bundle.ts`.
 */
import { mkdirSync, writeFileSync } from 'fs';
import { join } from 'path';
import { runCli } from '../cli';

const publicDir = process.env.TEST_PUBLIC_DIR;
if (!publicDir) throw new Error('TEST_PUBLIC_DIR must name a directory for the stand-in bundle');
mkdirSync(join(publicDir, 'bundles'), { recursive: true });
writeFileSync(join(publicDir, 'bundles', 'core.abc123.js'), 'window.__coreLoaded = true;');
void runCli({ serverOptions: { publicDir, manifest: { scripts: ['core.abc123.js'], styles: [] } } });
