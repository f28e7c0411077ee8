import { Type } from '@sinclair/typebox';
import { existsSync, readFileSync } from 'fs';
import { join } from 'path';
import { HttpError } from '../http/http_error';
import type { HttpServer } from '../http/http_server';
import type { IRouter, RouteConfigOptions } from '../http/types';
import type { TranslationFiles } from '../i18n/translation_files';

/** Bundles, assets and translations are public and need no authentication work at all. */
const STATIC_ROUTE: RouteConfigOptions = { authRequired: false };

/** The file name is checked by the handler (a 404 for anything but a shipped locale's). */
const LocaleParams = Type.Object({ locale: Type.String() });
/** A group of a locale's messages: the handler checks both (a 404 for anything but a current group's name). */
const GroupParams = Type.Object({ locale: Type.String({ maxLength: 16 }), file: Type.String({ maxLength: 64 }) });

export interface BundleFiles {
  /** Files in load order, relative to the bundles folder. */
  scripts: string[];
  styles: string[];
}

export interface BundleManifest extends BundleFiles {
  /**
   * Entries of their own for pages that need no shell (the login and error pages): an app route
   * registered with `page: NAME` is served with these files instead of the core entry's.
   */
  pages?: Record<
    string,
    BundleFiles & { /** Files the entry loads later (after the first paint): asked for at once. */ preloads?: string[] }
  >;
  /** Each plugin's browser bundle files (scripts), by plugin id: the shell page preloads them. */
  plugins?: Record<string, string[]>;
}

export function readBundleManifest(publicDir: string): BundleManifest {
  const file = join(publicDir, 'manifest.json');
  if (!existsSync(file)) {
    throw new Error(`The browser bundles are not built (${file} is missing). Run "npm run build".`);
  }
  return JSON.parse(readFileSync(file, 'utf8')) as BundleManifest;
}

/** A folder's URL is not a file: 404 like any other missing one (@fastify/static would answer 403). */
const notAFolder = (pathName: string) => !pathName.endsWith('/');

/** Bundles have content-hashed names, so they can be cached for a year and never revalidated. */
export async function registerBundleRoutes(
  server: Pick<HttpServer, 'registerStaticDir'>,
  router: IRouter,
  publicDir: string,
  repoRoot: string,
  translations: TranslationFiles
) {
  await server.registerStaticDir(
    {
      root: join(publicDir, 'bundles'),
      prefix: '/bundles/',
      decorateReply: false,
      index: false,
      list: false,
      allowedPath: notAFolder,
      dotfiles: 'deny',
      etag: false,
      lastModified: false,
      cacheControl: false,
      // The build writes .br and .gz copies (scripts/compress_bundles.ts): the one the browser
      // accepts is sent, the file itself when it accepts neither or no copy exists.
      preCompressed: true,
      setHeaders: (res) => {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    },
    STATIC_ROUTE
  );
  await server.registerStaticDir(
    {
      root: join(repoRoot, 'src', 'core', 'server', 'assets'),
      prefix: '/ui/',
      decorateReply: false,
      index: false,
      list: false,
      allowedPath: notAFolder,
      maxAge: 24 * 3600 * 1000,
    },
    STATIC_ROUTE
  );

  router.get(
    { path: '/translations/:locale', options: STATIC_ROUTE, validate: { params: LocaleParams } },
    async (request, response) => {
      const text = translations.read(request.params.locale);
      if (text === undefined) throw new HttpError(404, 'Unknown locale');
      response.header('cache-control', 'must-revalidate');
      response.type('application/json; charset=utf-8');
      return text;
    }
  );
  router.get(
    { path: '/translations/:locale/:file', options: STATIC_ROUTE, validate: { params: GroupParams } },
    async (request, response) => {
      const group = translations.readGroup(request.params.locale, request.params.file);
      if (group === undefined) throw new HttpError(404, 'Unknown translations');
      // The name holds the content's hash, like a bundle's: kept for good. A page from before the
      // translations changed asks for an old hash and gets today's messages, which no cache keeps.
      response.header('cache-control', group.current ? 'public, max-age=31536000, immutable' : 'no-cache');
      response.type('application/json; charset=utf-8');
      return group.body;
    }
  );
}
