/**
 * Small builders for the `opensearch_security.*` schema files: every setting carries the
 * description the configuration reference (docs/configuration.md, `npm run docs`) prints.
 */
import { Type } from '@sinclair/typebox';

export const text = (fallback: string, description: string) => Type.String({ default: fallback, description });
export const flag = (fallback: boolean, description: string) => Type.Boolean({ default: fallback, description });
export const strings = (fallback: readonly string[], description: string) =>
  Type.Array(Type.String(), { default: [...fallback], description });
export const positive = (fallback: number, description: string) =>
  Type.Integer({ minimum: 1, default: fallback, description });
