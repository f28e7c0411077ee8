/**
 * The answers Fastify gives before any route or hook runs: a path whose percent-encoding is not
 * valid (`%ZZ`, an overlong UTF-8 form such as `%C0%AE`) and a path segment over the router's
 * length cap. Fastify's own answer to them goes without the security headers and echoes the path
 * with its internal error code; this one is the listener's usual error, prepared like any answer.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './http_error';
import { prepareAnswer } from './request';

/** What each framework error says (it names no path: the caller knows what they sent). */
export function frameworkErrorMessage(error: FastifyError): { status: number; message: string } {
  if (error.code === 'FST_ERR_BAD_URL')
    return { status: 400, message: 'The request path is not valid: it holds a malformed percent-encoding.' };
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return { status: 414, message: 'A part of the request path is too long.' };
  return { status: 500, message: 'An internal server error occurred.' };
}

/** Fastify's `frameworkErrors` option of core's listener. */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const { status, message } = frameworkErrorMessage(error);
  reply.code(status);
  const body = errorBody(status, message);
  const pending = prepareAnswer(reply);
  if (!pending) void reply.send(body);
  else void pending.then(() => reply.send(body));
}
