import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'http';

/** A host name, IPv4 address or bracketed IPv6 address, with an optional port: nothing that could carry a path or credentials. */
const HOST_HEADER = /^(?<name>[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Where a plain-HTTP request is sent: the same path and query on the HTTPS port. The host is the
 * request's own (what the browser already resolved to this server) when it is a plain host name;
 * anything else falls back to the configured host. The port is always the HTTPS listener's, so a
 * crafted Host header cannot send anyone to another service.
 */
export function httpsLocation(request: IncomingMessage, fallbackHost: string, httpsPort: number): string {
  const match = HOST_HEADER.exec(request.headers.host ?? '');
  const host = match?.groups?.name ?? (fallbackHost.includes(':') ? `[${fallbackHost}]` : fallbackHost);
  const url = request.url ?? '/';
  // The request target is a path; an absolute form ("http://elsewhere/…") keeps only its path.
  const path = url.startsWith('/') ? url : new URL(url, 'http://x').pathname + new URL(url, 'http://x').search;
  return `https://${host}${httpsPort === 443 ? '' : `:${httpsPort}`}${path}`;
}

/** `server.ssl.redirectHttpFromPort`: answers every request with a permanent redirect to HTTPS. */
export function createRedirectServer(fallbackHost: string, httpsPort: () => number): Server {
  return createServer((request: IncomingMessage, response: ServerResponse) => {
    let location: string;
    try {
      location = httpsLocation(request, fallbackHost, httpsPort());
    } catch {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request target.');
      return;
    }
    response.writeHead(301, { location, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    response.end(`Use ${location}`);
  });
}
