/**
 * The build's vendor bundles (scripts/vendor_bundles.ts) put in place of the packages' own files:
 * imported first by cli.ts, before anything requires kysely or TypeBox, so the server (and each
 * worker process) loads one file per package instead of hundreds.
 *
 * A file is replaced only when Node.js resolved a require to the very entry file the manifest
 * names and the installed package still has the version that was bundled, so another copy or
 * version of a package (a dependency's own) resolves as usual. The sources (jest, tsx) and a build
 * without build/vendor/ load node_modules as published.
 */
import { existsSync, readFileSync, realpathSync } from 'fs';
import nodeModule from 'module';
import { join } from 'path';
import { pathToFileURL } from 'url';
import { REPO_ROOT } from './utils/repo_root';

interface VendorManifest {
  packages: Record<string, { version: string; entries: Record<string, string> }>;
}

type ResolveResult = { url: string; format?: string | null; shortCircuit?: boolean };
type RegisterHooks = (hooks: {
  resolve(
    specifier: string,
    context: unknown,
    next: (specifier: string, context: unknown) => ResolveResult
  ): ResolveResult;
}) => unknown;

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/**
 * Entry file URL → the URL of the file standing in for it, for the packages still installed in
 * `root` at the version bundled in `vendorDir`.
 */
export function vendorStandIns(root: string, vendorDir = join(root, 'build', 'vendor')): Map<string, string> {
  const standIns = new Map<string, string>();
  const manifest = readJson<VendorManifest>(join(vendorDir, 'manifest.json'));
  for (const [name, bundled] of Object.entries(manifest?.packages ?? {})) {
    const installed = readJson<{ version?: string }>(join(root, 'node_modules', name, 'package.json'));
    if (installed?.version !== bundled.version) continue;
    for (const [entry, standIn] of Object.entries(bundled.entries)) {
      if (!existsSync(join(vendorDir, standIn))) continue;
      standIns.set(pathToFileURL(join(root, entry)).href, pathToFileURL(join(vendorDir, standIn)).href);
    }
  }
  return standIns;
}

/** Resolves each require to its stand-in, if it has one; returns how many it covers (0: nothing registered). */
export function registerStandIns(standIns: ReadonlyMap<string, string>): number {
  const registerHooks = (nodeModule as unknown as { registerHooks?: RegisterHooks }).registerHooks;
  if (!registerHooks || standIns.size === 0) return 0;
  registerHooks({
    resolve(specifier, context, next) {
      const resolved = next(specifier, context);
      const standIn = standIns.get(resolved.url);
      return standIn ? { ...resolved, url: standIn } : resolved;
    },
  });
  return standIns.size;
}

// Compiled code only: under jest or tsx the packages load as published.
if (__filename.endsWith('.js')) registerStandIns(vendorStandIns(realpathSync(REPO_ROOT)));
