import type { OsdRequest } from '../../../../../../core/server';
import type { WebAuthnSettings } from './types';

/** Where a ceremony happens: the RP id keys are scoped to and the origins assertions may come from. */
export interface RelyingParty {
  id: string;
  name: string;
  origins: string[];
}

/** `host[:port]` of a Host header, or undefined when it is not one (a browser always sends one). */
function hostOf(header: string | string[] | undefined): { hostname: string; host: string } | undefined {
  if (typeof header !== 'string' || header.length > 255) return undefined;
  try {
    const url = new URL(`http://${header}`);
    if (url.pathname !== '/' || url.username || url.password || url.search || url.hash) return undefined;
    return { hostname: url.hostname.replace(/^\[|\]$/g, ''), host: header.toLowerCase() };
  } catch {
    return undefined;
  }
}

/**
 * The relying party of a request: `rp_id` and `origins` when configured, else the Host header's
 * name and this server's scheme with that host. Taking the Host header gives a forged one nothing:
 * the browser puts the page's real origin into what the authenticator signs, and the
 * authenticator scopes each key to the RP id it was made for.
 */
export function relyingPartyOf(
  request: OsdRequest,
  settings: Pick<WebAuthnSettings, 'rp_id' | 'rp_name' | 'origins'>,
  tls: boolean
): RelyingParty | undefined {
  const host = hostOf(request.headers.host);
  const id = settings.rp_id || host?.hostname;
  if (!id) return undefined;
  const origins = settings.origins.length
    ? settings.origins.map((origin) => origin.replace(/\/+$/, ''))
    : host
      ? [`${tls ? 'https' : 'http'}://${host.host}`]
      : [];
  return origins.length ? { id, name: settings.rp_name, origins } : undefined;
}
