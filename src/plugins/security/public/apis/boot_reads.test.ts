import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { HttpStart } from '../../../../core/public';
import { ConfigurationApi } from '../apps/configuration/api';
import { BOOT_READ_FRESH_MS } from './boot_reads';
import { ACCOUNT_PATH, RESTAPIINFO_PATH, SecurityApi } from './security_api';

const ACCOUNT = { data: { user_name: 'admin', tenants: { admin_tenant: true } } };
const RESTAPIINFO = { has_api_access: true, disabled_endpoints: [] };

function fakeHttp() {
  const paths: string[] = [];
  const http = {
    get: jest.fn(async (path: string) => {
      paths.push(path);
      return path === ACCOUNT_PATH ? ACCOUNT : RESTAPIINFO;
    }),
  } as unknown as HttpStart;
  return { http, paths };
}

afterEach(() => {
  jest.useRealTimers();
});

describe('boot reads: the account and REST API info asked once per page load', () => {
  it('hands the plugin boot answers to the Security app once; the next read asks the server', async () => {
    const { http, paths } = fakeHttp();
    const boot = new SecurityApi(http);
    await Promise.all([boot.hasApiAccess(), boot.getAccountInfoSafe()]);
    expect(paths.sort()).toEqual([ACCOUNT_PATH, RESTAPIINFO_PATH].sort());

    const app = new ConfigurationApi(http);
    await expect(app.getAccount()).resolves.toEqual(ACCOUNT.data);
    await expect(app.getApiEndpoints()).resolves.not.toEqual([]);
    expect(paths).toHaveLength(2);

    await app.getAccount();
    expect(paths.filter((path) => path === ACCOUNT_PATH)).toHaveLength(2);
  });

  it('asks again when the boot answer is stale or failed', async () => {
    jest.useFakeTimers({ now: Date.UTC(2026, 0, 1) });
    const { http, paths } = fakeHttp();
    await new SecurityApi(http).getAccountInfoSafe();
    jest.setSystemTime(Date.now() + BOOT_READ_FRESH_MS + 1);
    await new ConfigurationApi(http).getAccount();
    expect(paths).toEqual([ACCOUNT_PATH, ACCOUNT_PATH]);

    const failing = { get: jest.fn(async () => Promise.reject(new Error('offline'))) } as unknown as HttpStart;
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    await new SecurityApi(failing).getAccountInfoSafe();
    const { http: fresh, paths: asked } = fakeHttp();
    await expect(new ConfigurationApi(fresh).getAccount()).resolves.toEqual(ACCOUNT.data);
    expect(asked).toEqual([ACCOUNT_PATH]);
  });
});
