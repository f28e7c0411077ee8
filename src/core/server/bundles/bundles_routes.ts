import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'fs';
import { join } from 'path';

export interface BundleManifest {
  /** Files of the core entry in load order, relative to the bundles folder. */
  scripts: string[];
  styles: string[];
}

export function readBundleManifest(publicDir: string): BundleManifest {
  const file = join(publicDir, 'manifest.json');
  if (!existsSync(file)) {
    throw new Error(`The browser bundles are not built (${file} is missing). Run "npm run build".`);
  }
  return JSON.parse(readFileSync(file, 'utf8')) as BundleManifest;
}

/** Bundles have content-hashed names, so they can be cached for a year and never revalidated. */
export async function registerBundleRoutes(server: FastifyInstance, publicDir: string, repoRoot: string) {
  await server.register(fastifyStatic, {
    root: join(publicDir, 'bundles'),
    prefix: '/bundles/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    etag: false,
    lastModified: false,
    cacheControl: false,
    setHeaders: (res) => {
      res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  await server.register(fastifyStatic, {
    root: join(repoRoot, 'src', 'core', 'server', 'assets'),
    prefix: '/ui/',
    decorateReply: false,
    index: false,
    list: false,
    maxAge: 24 * 3600 * 1000,
  });

  const translationsDir = join(repoRoot, 'src', 'translations');
  // Every page load asks for this file: read each locale once, not on every request.
  const translations = new Map<string, string>();
  server.get<{ Params: { locale: string } }>('/translations/:locale', async (request, reply) => {
    const match = /^([a-z]{2}(?:-[A-Za-z]{2,4})?)\.json$/.exec(request.params.locale);
    const file = match ? join(translationsDir, `${match[1]}.json`) : '';
    if (!match || (!translations.has(file) && !existsSync(file))) {
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Unknown locale' });
    }
    if (!translations.has(file)) translations.set(file, readFileSync(file, 'utf8'));
    reply.header('cache-control', 'must-revalidate');
    reply.type('application/json; charset=utf-8');
    return translations.get(file);
  });
}
