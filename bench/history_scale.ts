/**
 * Configuration history at scale (issue 14): 10,000 versions written into a fresh data dir through
 * the backend's own repository (each a role change in its own transaction, as an edit makes it),
 * then the history routes (first page, a deep page, filters by resource, user and time, one
 * version) and the History page in Chromium. Prints figures only: never asserts a time.
 */
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { StoreService } from '../src/core/server/store';
import { normalizeEntry } from '../src/plugins/security/server/backend/embedded/entry_forms';
import { securityMigrations } from '../src/plugins/security/server/backend/embedded/migrations';
import {
  SecurityRepository,
  type SecurityConfigTables,
} from '../src/plugins/security/server/backend/embedded/repository';
import { startServer } from '../test/e2e/server_process';
import { logIn } from './accounts';
import { timeGet } from './admin_scale';
import { median } from './util';
import { timeToFirstRow } from './page_timing';

export const HISTORY_VERSIONS = 10_000;
const ROLES = 500;
const EDITORS = 20;
const BROWSER_RUNS = 3;

const roleName = (i: number) => `hist_role_${String(i % ROLES).padStart(3, '0')}`;

/** One transaction per version, as every edit through the API is; answers the time it took. */
async function seedVersions(dataDir: string, start: number): Promise<number> {
  const started = process.hrtime.bigint();
  const service = new StoreService();
  service.setup().registerMigrations(securityMigrations);
  const store = await service.start({ dataDir });
  try {
    for (let i = 0; i < HISTORY_VERSIONS; i++) {
      await store.transaction<SecurityConfigTables, void>(async (trx) => {
        const repository = new SecurityRepository(trx, store.dialect, () => start + i * 60_000);
        repository.context = { user: `editor_${i % EDITORS}`, remote_address: `10.0.0.${i % 250}`, origin: 'api' };
        await repository.put(
          'roles',
          roleName(i),
          normalizeEntry('roles', {
            description: `Revision ${i}`,
            cluster_permissions: ['cluster_composite_ops_ro'],
            index_permissions: [{ index_patterns: [`logs-${i % 97}-*`], allowed_actions: ['read'] }],
          })
        );
        await repository.bumpVersion();
      });
    }
  } finally {
    await service.stop();
  }
  return Number(process.hrtime.bigint() - started) / 1e6;
}

export interface HistoryScaleResult {
  seedMs: number;
  total: number;
  firstPage: number;
  deepPage: number;
  byName: { ms: number; total: number };
  byUser: { ms: number; total: number };
  byTime: { ms: number; total: number };
  version: number;
  pageMs: number;
}

export async function measureHistoryScale(): Promise<HistoryScaleResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'osd-bench-history-'));
  try {
    // A first start creates the schema and the default configuration (its seed is version 1).
    const first = await startServer({ dataDir });
    await first.stop();
    const start = Date.now() - HISTORY_VERSIONS * 60_000;
    const seedMs = await seedVersions(dataDir, start);
    const server = await startServer({ dataDir });
    try {
      const cookie = await logIn(server.url);
      const base = `${server.url}/api/v1/configuration/history`;
      const firstPage = await timeGet(`${base}?page=1&per_page=20`, cookie, HISTORY_VERSIONS);
      const deepPage = await timeGet(`${base}?page=400&per_page=20`, cookie, HISTORY_VERSIONS);
      const byName = await timeGet(`${base}?kind=roles&name=${roleName(42)}&per_page=20`, cookie, 1);
      const byUser = await timeGet(`${base}?user=editor_7&per_page=20`, cookie, 1);
      const from = new Date(start + 2_000 * 60_000).toISOString();
      const to = new Date(start + 3_000 * 60_000).toISOString();
      const byTime = await timeGet(`${base}?from=${from}&to=${to}&per_page=20`, cookie, 1);
      const version = await (async () => {
        const latest = (await (await fetch(`${base}?per_page=1`, { headers: { cookie } })).json()) as {
          versions: Array<{ version: number }>;
        };
        const times: number[] = [];
        for (let i = 0; i < 5; i++) {
          const started = process.hrtime.bigint();
          const res = await fetch(`${base}/${latest.versions[0].version}`, { headers: { cookie } });
          await res.json();
          times.push(Number(process.hrtime.bigint() - started) / 1e6);
        }
        return median(times);
      })();
      const pageMs = await timeToFirstRow(
        server.url,
        '/app/security/history',
        '[data-test-subj="historyTable"] [data-test-subj^="historyVersionLink-"]',
        BROWSER_RUNS
      );
      return {
        seedMs,
        total: firstPage.total,
        firstPage: firstPage.ms,
        deepPage: deepPage.ms,
        byName,
        byUser,
        byTime,
        version,
        pageMs,
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printHistoryScale(r: HistoryScaleResult) {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  process.stdout.write(
    `configuration history at scale (${r.total.toLocaleString('en')} versions, ${ROLES} roles, ${EDITORS} users; written in ${(r.seedMs / 1000).toFixed(1)} s, one transaction each):\n` +
      `  GET history first page (per_page=20): ${ms(r.firstPage)} (median of 5, round trip on loopback)\n` +
      `  GET history page 400 (per_page=20): ${ms(r.deepPage)} (median of 5)\n` +
      `  GET history kind=roles&name=${roleName(42)} (${r.byName.total} versions): ${ms(r.byName.ms)} (median of 5)\n` +
      `  GET history user=editor_7 (${r.byUser.total} versions): ${ms(r.byUser.ms)} (median of 5)\n` +
      `  GET history from/to (${r.byTime.total} versions): ${ms(r.byTime.ms)} (median of 5)\n` +
      `  GET history/{version} (one role change): ${ms(r.version)} (median of 5)\n` +
      `  /app/security/history in Chromium, navigation start to first version row: ${r.pageMs.toFixed(0)} ms (median of ${BROWSER_RUNS}, fresh context each)\n`
  );
}

/** What `npm run bench` calls. */
export async function benchHistoryScale(): Promise<HistoryScaleResult> {
  const result = await measureHistoryScale();
  printHistoryScale(result);
  return result;
}
