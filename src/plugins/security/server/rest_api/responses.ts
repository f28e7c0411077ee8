/** The bodies the OpenSearch security REST API answers with. */
import type { FastifyReply } from 'fastify';

const STATUS_NAMES: Record<number, string> = {
  200: 'OK',
  201: 'CREATED',
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'REQUEST_ENTITY_TOO_LARGE',
  414: 'REQUEST_URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
  501: 'NOT_IMPLEMENTED',
};

export function statusName(code: number): string {
  return STATUS_NAMES[code] ?? (code >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST');
}

/** `{"status":"NOT_FOUND","message":"…"}`: how the security plugin's own actions answer. */
export function statusError(reply: FastifyReply, code: number, message: string) {
  return reply.code(code).send({ status: statusName(code), message });
}

/** `{"error":"…","status":405}`: how OpenSearch's REST layer answers a request no action takes. */
export function clientError(reply: FastifyReply, code: number, message: string) {
  return reply.code(code).send({ error: message, status: code });
}

export const ok = (message: string) => ({ status: 'OK', message });

/** 201 `{"status":"CREATED","message":"'x' created."}` or 200 `{"status":"OK","message":"'x' updated."}`. */
export function saved(reply: FastifyReply, name: string, created: boolean) {
  void reply.code(created ? 201 : 200);
  return created ? { status: 'CREATED', message: `'${name}' created.` } : ok(`'${name}' updated.`);
}
