/**
 * The Security app at scale (issue 6): 100,000 internal users and 10,000 roles (each with a
 * mapping) seeded straight into a fresh data dir's SQLite (or a PostgreSQL store) through the backend's own repository,
 * then the list routes' first page and a search, and the Internal users page in Chromium.
 * Prints figures only: never asserts a time.
 */
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { logIn } from './accounts';
import type { StoreConfig } from '../src/core/server/store';
import { seedBigConfiguration } from '../test/e2e/big_config_seed';
import { startServer } from '../test/e2e/server_process';
import { median } from './util';
import { timeToFirstRow } from './page_timing';

export const SCALE_USERS = 100_000;
export const SCALE_ROLES = 10_000;
const API_RUNS = 5;
const BROWSER_RUNS = 3;

/**
 * The users, roles and one mapping per role, through the big configuration's seed (same names and
 * shapes; no action groups, tenants or events).
 */
export function seed(dataDir: string, config?: StoreConfig): Promise<number> {
  return seedBigConfiguration(
    dataDir,
    { users: SCALE_USERS, roles: SCALE_ROLES, mappings: SCALE_ROLES, actionGroups: 0, tenants: 0, auditEvents: 0 },
    config
  );
}

/** Median round trip on loopback of `runs` requests, after one warm-up; checks the answer's total. */
export async function timeGet(url: string, cookie: string, minTotal: number): Promise<{ ms: number; total: number }> {
  const once = async () => {
    const started = process.hrtime.bigint();
    const res = await fetch(url, { headers: { cookie } });
    const body = (await res.json()) as { total?: number };
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (res.status !== 200 || (body.total ?? 0) < minTotal)
      throw new Error(`GET ${url}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
    return { ms, total: body.total ?? 0 };
  };
  const { total } = await once();
  const times: number[] = [];
  for (let i = 0; i < API_RUNS; i++) times.push((await once()).ms);
  return { ms: median(times), total };
}

export interface AdminScaleResult {
  seedMs: number;
  users: { firstPage: number; search: number; total: number; matches: number };
  roles: { firstPage: number; search: number; total: number; matches: number };
  usersPageMs: number;
}

export async function measureAdminScale(): Promise<AdminScaleResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'osd-bench-scale-'));
  try {
    // A first start creates the schema and the default configuration; then the bulk goes in.
    const first = await startServer({ dataDir });
    await first.stop();
    const seedMs = await seed(dataDir);
    const server = await startServer({ dataDir });
    try {
      const cookie = await logIn(server.url);
      const users = `${server.url}/api/v1/configuration/internalusers`;
      const roles = `${server.url}/api/v1/configuration/roles_with_mappings`;
      const userPage = await timeGet(`${users}?page=1&per_page=20&sort=name`, cookie, SCALE_USERS);
      const userSearch = await timeGet(`${users}?page=1&per_page=20&sort=name&search=user_0999`, cookie, 1);
      const rolePage = await timeGet(`${roles}?page=1&per_page=20&sort=name`, cookie, SCALE_ROLES);
      const roleSearch = await timeGet(`${roles}?page=1&per_page=20&sort=name&search=role_0999`, cookie, 1);
      const usersPageMs = await timeToFirstRow(
        server.url,
        '/app/security/users',
        '[data-test-subj="userTable"] [data-test-subj="userName"]',
        BROWSER_RUNS
      );
      return {
        seedMs,
        users: { firstPage: userPage.ms, search: userSearch.ms, total: userPage.total, matches: userSearch.total },
        roles: { firstPage: rolePage.ms, search: roleSearch.ms, total: rolePage.total, matches: roleSearch.total },
        usersPageMs,
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printAdminScale(r: AdminScaleResult) {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  process.stdout.write(
    `security admin at scale (${SCALE_USERS.toLocaleString('en')} internal users, ${SCALE_ROLES.toLocaleString('en')} roles with mappings; seeded in ${(r.seedMs / 1000).toFixed(1)} s):\n` +
      `  GET internalusers first page (per_page=20, sort=name; total ${r.users.total}): ${ms(r.users.firstPage)} (median of ${API_RUNS}, round trip on loopback)\n` +
      `  GET internalusers search=user_0999 (${r.users.matches} matches): ${ms(r.users.search)} (median of ${API_RUNS})\n` +
      `  GET roles_with_mappings first page (per_page=20, sort=name; total ${r.roles.total}): ${ms(r.roles.firstPage)} (median of ${API_RUNS})\n` +
      `  GET roles_with_mappings search=role_0999 (${r.roles.matches} matches): ${ms(r.roles.search)} (median of ${API_RUNS})\n` +
      `  /app/security/users in Chromium, navigation start to first user row: ${r.usersPageMs.toFixed(0)} ms (median of ${BROWSER_RUNS}, fresh context each)\n`
  );
}

/** What `npm run bench` calls; answers the SQLite figures for the side-by-side store comparison. */
export async function benchAdminScale(): Promise<AdminScaleResult> {
  const result = await measureAdminScale();
  printAdminScale(result);
  return result;
}
