import type { TSchema } from '@sinclair/typebox';
import type { RouteConfigOptions } from '../../../core/server';

/**
 * The route configs of an API whose routes all take the same options (who may call them): each
 * route names only its path, the schemas of its input and of its 200 answer.
 */
export function routeFamily(options: RouteConfigOptions) {
  return <V extends object, S extends TSchema>(path: string, validate: V, answer: S) => ({
    path,
    options,
    validate,
    response: { 200: answer },
  });
}
