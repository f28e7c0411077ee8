/**
 * Upstream's SSL calls, answered for this server's own TLS (`server.ssl.*`, the listeners' one
 * certificate): `certificates` (and `certificates/{node_id}`: this server is the cluster's one
 * node), the older `ssl/certs`, `ssl/{http|transport}/reloadcerts`, and `sslinfo` (the caller's
 * own connection). There is no transport layer: transport lists are empty and its reload answers
 * as a node whose transport TLS is off. Who may call the certificate calls: endpoint_access.ts.
 */
import { X509Certificate } from 'crypto';
import { readFileSync } from 'fs';
import type { TLSSocket } from 'tls';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../../../core/server';
import type { RestApiDeps, RestApiRoute, RouteContext } from './types';

/** This server as the cluster's only node (`_cat/nodes`, `certificates/{node_id}`). */
export const NODE_ID_PREFIX = 'osd-';

/** Upstream's provider name; JDK is its only one since 3.0 (OpenSSL support was removed). */
const PROVIDER = 'JDK';

/** "CN=a\nO=b" (the certificate's order) as upstream's RFC 2253 form, most specific first: "O=b,CN=a". */
const rfcName = (name: string) => name.split('\n').filter(Boolean).reverse().join(',');

/** Every certificate of a PEM file (the server's, then its chain). */
function certificatesOf(file: string): X509Certificate[] {
  const pem = readFileSync(file, 'utf8');
  const blocks = pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  return blocks.map((block) => new X509Certificate(block));
}

/** One certificate as upstream's `certificates` lists it (the private key is the served one's only). */
function certificateInfo(cert: X509Certificate, index: number, file: string) {
  const notAfter = new Date(cert.validTo).toISOString();
  const notBefore = new Date(cert.validFrom).toISOString();
  return {
    format: 'PEM',
    alias: index === 0 ? file : `${file}#${index}`,
    subject_dn: rfcName(cert.subject),
    san: cert.subjectAltName ?? '',
    serial_number: cert.serialNumber,
    issuer_dn: rfcName(cert.issuer),
    has_private_key: index === 0,
    not_after: notAfter,
    not_before: notBefore,
  };
}

/** The served chain, or [] over plain HTTP. A file that no longer reads is the caller's 500, not a crash. */
function served(deps: RestApiDeps) {
  const ssl = deps.restApi.ssl;
  if (!ssl) return [];
  try {
    return certificatesOf(ssl.certificate).map((cert, index) => certificateInfo(cert, index, ssl.certificate));
  } catch (error) {
    deps.logger.error(`Cannot read [server.ssl.certificate] for the certificates API: ${(error as Error).message}`);
    throw new HttpError(500, 'Cannot load SSL certificates info.');
  }
}

export const nodeIdOf = (deps: RestApiDeps) => `${NODE_ID_PREFIX}${deps.serverName}`;

function socketOf(request: FastifyRequest): TLSSocket | undefined {
  const socket = request.raw.socket as Partial<TLSSocket>;
  return socket.encrypted ? (socket as TLSSocket) : undefined;
}

/** `sslinfo`: the caller's own connection, as upstream shows it. */
function sslInfo(deps: RestApiDeps, request: FastifyRequest, showDn: boolean) {
  const socket = socketOf(request);
  const peer = socket?.getPeerX509Certificate();
  const local = socket?.getX509Certificate();
  return {
    principal: peer ? rfcName(peer.subject) : null,
    peer_certificates: peer ? '1' : '0',
    ...(showDn
      ? {
          peer_certificates_list: peer ? [rfcName(peer.subject)] : null,
          local_certificates_list: local ? [rfcName(local.subject)] : null,
        }
      : {}),
    ssl_protocol: socket?.getProtocol() ?? null,
    ssl_cipher: socket?.getCipher()?.standardName ?? null,
    ssl_provider_http: deps.restApi.ssl ? PROVIDER : null,
    // Upstream's transport always has TLS under security; this server talks to no other node,
    // so the two stay upstream's fixed value for clients that read them (docs/rest-api.md).
    ssl_provider_transport_server: PROVIDER,
    ssl_provider_transport_client: PROVIDER,
  };
}

const CERT_TYPES = ['http', 'transport', 'transport_client', 'all'];

/** `reload` swaps the listener's certificate for the files' current pair; false when they do not load. */
export function sslRoutes(deps: RestApiDeps, reload: () => boolean): RestApiRoute[] {
  const certificates = async ({ params, query }: RouteContext) => {
    const type = query.cert_type ?? 'all';
    if (!CERT_TYPES.includes(type)) throw new HttpError(400, `Invalid certificate type: ${type}`);
    const nodeId = nodeIdOf(deps);
    const asked =
      params.node_id === undefined || params.node_id === '_all' || params.node_id.split(',').includes(nodeId);
    const lists: Record<string, unknown[]> = {};
    if (type === 'all' || type === 'http') lists.http = served(deps);
    if (type === 'all' || type === 'transport') lists.transport = [];
    if (type === 'all' || type === 'transport_client') lists.transport_client = [];
    return {
      _nodes: { total: asked ? 1 : 0, successful: asked ? 1 : 0, failed: 0 },
      cluster_name: deps.serverName,
      nodes: asked ? { [nodeId]: { name: deps.serverName, certificates: lists } } : {},
    };
  };

  const sslCerts = async () => ({
    http_certificates_list: deps.restApi.ssl ? served(deps) : null,
    transport_certificates_list: [],
  });

  const reloadCerts = async ({ params }: RouteContext) => {
    if (params.cert_type === 'transport') throw new HttpError(400, 'SSL for Transport is disabled');
    if (params.cert_type !== 'http') {
      throw new HttpError(
        403,
        'invalid uri path, please use /_plugins/_security/api/ssl/http/reload or /_plugins/_security/api/ssl/transport/reload'
      );
    }
    if (!deps.restApi.ssl) throw new HttpError(400, 'SSL for HTTP is disabled');
    if (!reload()) throw new HttpError(500, 'The certificate files did not load; the served certificate stays.');
    return { message: 'updated http certs' };
  };

  return [
    { method: 'GET', path: '/api/certificates', access: 'ssl_info', handler: certificates },
    { method: 'GET', path: '/api/certificates/:node_id', access: 'ssl_info', handler: certificates },
    { method: 'GET', path: '/api/ssl/certs', access: 'ssl_info', handler: sslCerts },
    { method: 'PUT', path: '/api/ssl/:cert_type/reloadcerts', access: 'ssl_reload', handler: reloadCerts },
    {
      method: 'GET',
      path: '/sslinfo',
      access: 'user',
      handler: async ({ request, query }) => sslInfo(deps, request, query.show_dn === 'true'),
    },
  ];
}
