// Hand-made fakes of the http and overlays contracts, for this folder's tests only.
import { jest } from '@jest/globals';
import type { HttpStart } from '../http/types';
import type { OverlayStart } from '../overlays/types';
import type { Capabilities } from './types';

export function createFakeHttp(basePath = '', capabilities: Partial<Capabilities> = { navLinks: {} }) {
  const base = basePath.replace(/\/+$/, '');
  const post = jest.fn<(path: string, options?: unknown) => Promise<unknown>>().mockResolvedValue(capabilities);
  const http = {
    basePath: {
      get: () => base,
      prepend: (path: string) => (path.startsWith('/') ? `${base}${path}` : path),
      remove: (path: string) => (base && path.startsWith(base) ? path.slice(base.length) || '/' : path),
      serverBasePath: base,
    },
    post,
  } as unknown as HttpStart;
  return { http, post };
}

export function createFakeOverlays(confirmAnswer = true) {
  const openConfirm = jest
    .fn<(message: unknown, options?: { title?: string }) => Promise<boolean>>()
    .mockResolvedValue(confirmAnswer);
  return { overlays: { openConfirm } as unknown as OverlayStart, openConfirm };
}
