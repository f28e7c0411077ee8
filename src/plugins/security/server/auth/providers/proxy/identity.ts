import type { OsdRequest } from '../../../../../../core/server';
import type { SecurityPluginConfig } from '../../../config_schema';
import { rolesFromClaim } from '../../claims';
import type { ProxyDomain } from './settings';

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

export interface ProxyIdentity {
  username: string;
  backendRoles: string[];
  /** The client behind the trusted proxies (from the forwarded-for chain), for role mappings by host. */
  clientAddress: string;
}

/**
 * The user a trusted proxy names in its headers. The headers count only when the connection
 * comes from an address matching `http.xff.internalProxies` (the socket's address, never a
 * forwarded one); from anywhere else anyone could write them, so they are ignored. The header
 * names are dashboards.yml's `proxycache.user_header` / `roles_header` when set, else the proxy
 * domain's of config.yml (`domain`: the first proxy domain, undefined when there is none).
 */
export function proxyIdentity(
  request: OsdRequest,
  trusted: { internalProxies: RegExp | null; domain?: ProxyDomain },
  proxycache?: SecurityPluginConfig['proxycache']
): ProxyIdentity | undefined {
  const { internalProxies, domain } = trusted;
  const userHeader = proxycache?.user_header || domain?.userHeader || 'x-proxy-user';
  const rolesHeader = proxycache?.roles_header || domain?.rolesHeader || 'x-proxy-roles';
  const peer = normalizeAddress(request.ip);
  if (!internalProxies || !internalProxies.test(peer)) return undefined;
  const username = first(request.headers[userHeader])?.trim();
  if (!username) return undefined;
  return {
    username,
    backendRoles: rolesFromClaim(first(request.headers[rolesHeader]) ?? ''),
    clientAddress: clientBehindProxies(
      peer,
      request.headers[proxycache?.proxy_header || 'x-forwarded-for'],
      internalProxies
    ),
  };
}

/**
 * The client's address as OpenSearch resolves it for a request from a trusted proxy: the
 * forwarded-for chain read from the right, trusted proxies skipped, the first other address
 * wins; a chain of trusted proxies only gives its first entry; no chain gives the peer.
 */
export function clientBehindProxies(
  peer: string,
  header: string | string[] | undefined,
  internalProxies: RegExp
): string {
  const chain = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => normalizeAddress(entry.trim()))
    .filter((entry) => entry !== '');
  if (chain.length === 0) return peer;
  for (let i = chain.length - 1; i >= 0; i--) if (!internalProxies.test(chain[i])) return chain[i];
  return chain[0];
}

/** IPv4 clients of a dual-stack socket appear as `::ffff:1.2.3.4`; the regex is written for `1.2.3.4`. */
function normalizeAddress(address: string): string {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}
