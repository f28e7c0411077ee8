/**
 * Where an alert webhook may be sent. A rule's URL is chosen by an audit administrator, and the
 * server would POST to it from inside the network: without a rule, a webhook reaches the cloud's
 * instance metadata, the server's own listeners or any internal host, and the firings list would
 * report each target's answer (a port scanner). By default only public addresses are reached;
 * `opensearch_security.alerts.webhook.allowed_hosts` lets named hosts or CIDRs through (`*`: all).
 * The host is checked when a rule is saved (an address written in the URL, in any spelling the URL
 * parser understands) and again at every delivery on each address the name resolves to, the
 * connection then going to the address that was checked (no DNS rebinding).
 */
import { BlockList, isIP } from 'net';

export const ALLOWED_HOSTS_KEY = 'opensearch_security.alerts.webhook.allowed_hosts';

/** Never reached unless allowed: loopback, link-local, unspecified, multicast, private and shared ranges. */
const FORBIDDEN = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 included
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud instance metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast included
] as const) {
  FORBIDDEN.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64: an IPv4 address inside
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  FORBIDDEN.addSubnet(network, prefix, 'ipv6');
}

export interface WebhookPolicy {
  /** Host names (any case) and CIDRs (`10.0.0.0/8`, `::1/128`) let through; `*` lets everything through. */
  allowedHosts: readonly string[];
}

/** The IPv4 address an IPv4-mapped or -compatible IPv6 address stands for (`::ffff:a9fe:a9fe`). */
function embeddedIpv4(address: string): string | null {
  const match = /^(?:0*:)*:(?:ffff(?::0+)?:)?([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  const dotted = /^(?:0*:)*:(?:ffff(?::0+)?:)?(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (dotted) return dotted[1];
  if (!match) return null;
  const high = parseInt(match[1], 16);
  const low = parseInt(match[2], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** The address as it is compared: IPv4 for an IPv4 address in IPv6 clothing. */
function canonical(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIP(bare) === 4) return { address: bare, family: 'ipv4' };
  const inner = embeddedIpv4(bare);
  return inner && isIP(inner) === 4 ? { address: inner, family: 'ipv4' } : { address: bare, family: 'ipv6' };
}

function allowedBy(policy: WebhookPolicy): { all: boolean; names: Set<string>; networks: BlockList } {
  const names = new Set<string>();
  const networks = new BlockList();
  let all = false;
  for (const entry of policy.allowedHosts) {
    const text = entry.trim().toLowerCase();
    if (text === '*') {
      all = true;
      continue;
    }
    const [network, bits] = text.split('/');
    const family = isIP(network);
    if (family && bits !== undefined && /^\d+$/.test(bits)) {
      networks.addSubnet(network, Number(bits), family === 4 ? 'ipv4' : 'ipv6');
    } else if (family) {
      networks.addAddress(network, family === 4 ? 'ipv4' : 'ipv6');
    } else {
      names.add(text.replace(/\.$/, ''));
    }
  }
  return { all, names, networks };
}

/** Whether a delivery may connect to `address` (an IP address, any spelling Node resolves). */
export function addressAllowed(address: string, policy: WebhookPolicy): boolean {
  const allowed = allowedBy(policy);
  if (allowed.all) return true;
  const ip = canonical(address);
  if (allowed.networks.check(ip.address, ip.family)) return true;
  return !FORBIDDEN.check(ip.address, ip.family);
}

/** Whether the host name itself is let through (its addresses are then not checked). */
export function hostAllowedByName(host: string, policy: WebhookPolicy): boolean {
  const allowed = allowedBy(policy);
  return allowed.all || allowed.names.has(host.toLowerCase().replace(/\.$/, ''));
}

/**
 * Why a rule's webhook URL is refused (null: it may be saved). The URL parser has already turned
 * `http://2130706433/`, `http://0x7f.1/` and `http://127.1/` into `127.0.0.1`, and bracketed IPv6
 * into its short form, so one check sees every spelling.
 */
export function webhookUrlProblem(text: string, policy: WebhookPolicy): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'must be an http or https URL.';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must be an http or https URL.';
  if (url.username || url.password) return 'must not hold a user name or password (send the secret instead).';
  // `localhost.` is `localhost`: a trailing dot only says the name is complete.
  const host = url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
  if (hostAllowedByName(host, policy)) return null;
  if (isIP(host)) {
    return addressAllowed(host, policy) ? null : notAllowed(host);
  }
  // Names that are loopback by definition never leave the machine, whatever a resolver says.
  if (host === 'localhost' || host.endsWith('.localhost')) return notAllowed(host);
  return null;
}

const notAllowed = (host: string) =>
  `must not point to a loopback, link-local, private, multicast or unspecified address (${host}); ` +
  `allow it with ${ALLOWED_HOSTS_KEY}.`;
