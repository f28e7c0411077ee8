import type { OsdRequest } from '../../../../core/server';
import { rolesFromClaim, type AuthcSettings } from './authc_domains';

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/**
 * The user a trusted proxy names in its headers. The headers count only when the connection
 * comes from an address matching `http.xff.internalProxies` (the socket's address, never a
 * forwarded one); from anywhere else anyone could write them, so they are ignored.
 */
export function proxyIdentity(
  request: OsdRequest,
  settings: AuthcSettings
): { username: string; backendRoles: string[] } | undefined {
  const { internalProxies } = settings;
  const userHeader = settings.proxy?.userHeader ?? 'x-proxy-user';
  const rolesHeader = settings.proxy?.rolesHeader ?? 'x-proxy-roles';
  if (!internalProxies || !internalProxies.test(normalizeAddress(request.ip))) return undefined;
  const username = first(request.headers[userHeader])?.trim();
  if (!username) return undefined;
  return { username, backendRoles: rolesFromClaim(first(request.headers[rolesHeader]) ?? '') };
}

/** IPv4 clients of a dual-stack socket appear as `::ffff:1.2.3.4`; the regex is written for `1.2.3.4`. */
function normalizeAddress(address: string): string {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}
