import { createMemoryHistory } from 'history';
import {
  AppNavLinkStatus,
  AppStatus,
  type AppMountParameters,
  type PublicAppInfo,
  type ScopedHistory,
} from '../application/types';
import type { IBasePath } from '../http/types';

/** Hand-made stand-ins for contracts core_app depends on; used by tests only. */

export function createFakeBasePath(base = ''): IBasePath {
  return {
    get: () => base,
    prepend: (path: string) => (path.startsWith('/') ? `${base}${path}` : path),
    remove: (path: string) =>
      base && (path === base || path.startsWith(`${base}/`)) ? path.slice(base.length) || '/' : path,
    serverBasePath: base,
  };
}

type LooseDocument = Document & { documentMode?: number };

export function setOldInternetExplorer(isIe: boolean) {
  if (isIe) (document as LooseDocument).documentMode = 11;
  else delete (document as LooseDocument).documentMode;
}

export function createFakeScopedHistory(initialPath = '/'): ScopedHistory {
  const history = createMemoryHistory({ initialEntries: [initialPath] });
  return Object.assign(history, {
    createSubHistory: (): ScopedHistory => {
      throw new Error('not needed by these tests');
    },
  });
}

/** Mount parameters for an app mounted into a fresh element attached to the document. */
export function createFakeMountParams(initialPath = '/'): AppMountParameters {
  const element = document.createElement('div');
  document.body.appendChild(element);
  return {
    element,
    history: createFakeScopedHistory(initialPath),
    appBasePath: '/app/test',
    onAppLeave: () => undefined,
    setHeaderActionMenu: () => undefined,
  };
}

/** A published app as the registry would list it: visible and accessible unless told otherwise. */
export function appInfo(id: string, extra: Partial<PublicAppInfo> = {}): PublicAppInfo {
  return {
    id,
    title: id,
    status: AppStatus.accessible,
    navLinkStatus: AppNavLinkStatus.visible,
    appRoute: `/app/${id}`,
    chromeless: false,
    exactRoute: false,
    ...extra,
  };
}
