import { SECURITY_BOOT_VAR, type SecurityBootData } from '../../common/boot_data';

const isStringList = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string');
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The page's answers to restapiinfo and account for its signed-in user (the server's page vars,
 * SECURITY_BOOT_VAR), when present and of the form the plugin reads; undefined otherwise, and
 * the plugin then asks the server as it always did.
 */
export function readSecurityBootData(injected: {
  getInjectedVar(name: string): unknown;
}): SecurityBootData | undefined {
  const value = injected.getInjectedVar(SECURITY_BOOT_VAR);
  if (!isObject(value) || !isObject(value.restapiinfo) || !isObject(value.account)) return undefined;
  if (typeof value.restapiinfo.has_api_access !== 'boolean') return undefined;
  const data = value.account.data;
  if (!isObject(data) || typeof data.user_name !== 'string' || !isObject(data.tenants)) return undefined;
  if (!isStringList(data.roles) || !isStringList(data.backend_roles)) return undefined;
  return value as unknown as SecurityBootData;
}
