import React, { Suspense, lazy, useEffect, useRef, useState } from 'react';
import type { MountPoint } from '../../types';
import type { Mounter } from '../app_route';
import { AppStatus } from '../types';
import type { AppLeaveHandler, AppMountParameters, AppUnmount, ScopedHistory } from '../types';
import { AppLoadingSpinner } from './app_loading_spinner';
import type { OpenAppsSource } from './app_access_denied';
import { AppNotFound } from './app_not_found';

const AppAccessDenied = lazy(() => import(/* webpackChunkName: "app_access_denied" */ './app_access_denied'));

export interface AppContainerProps {
  appId?: string;
  /** Undefined when no registered (and permitted) app serves the URL. */
  mounter?: Mounter;
  status?: AppStatus;
  /** The app exists but the user's application permissions refuse it: say so, mount nothing. */
  accessDenied?: boolean;
  /** The apps the user may open, linked from the access-denied page. */
  openApps?: OpenAppsSource;
  /** Base path + appRoute: what the app's scoped history and links are relative to. */
  appBasePath: string;
  createScopedHistory(appBasePath: string): ScopedHistory;
  setAppLeaveHandler(appId: string, handler: AppLeaveHandler | undefined): void;
  setAppActionMenu(appId: string, menu: MountPoint | undefined): void;
}

type ContainerState = 'loading' | 'mounted' | 'notFound' | 'accessDenied';

/**
 * Mounts one app into a fresh element. Shows a spinner until mounting settles (even when it
 * fails, so a broken app does not leave the page spinning forever) and the not-found screen
 * when there is nothing it may mount. Meant to be keyed by app id, so switching apps unmounts
 * the previous one before the next mounts.
 */
export const AppContainer: React.FC<AppContainerProps> = ({
  appId,
  mounter,
  status,
  accessDenied = false,
  openApps,
  appBasePath,
  createScopedHistory,
  setAppLeaveHandler,
  setAppActionMenu,
}) => {
  const mountable = !accessDenied && mounter !== undefined && appId !== undefined && status !== AppStatus.inaccessible;
  const notMounted: ContainerState = accessDenied ? 'accessDenied' : 'notFound';
  const [state, setState] = useState<ContainerState>(mountable ? 'loading' : notMounted);
  const hostRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const host = hostRef.current;
    if (!mountable || !host || !mounter || appId === undefined) {
      setState(notMounted);
      return undefined;
    }
    setState('loading');
    const element = document.createElement('div');
    element.className = 'appContainer__app';
    host.appendChild(element);
    let disposed = false;
    let unmount: AppUnmount | undefined;

    const mountApp = async () => {
      try {
        const params: AppMountParameters = {
          element,
          history: createScopedHistory(appBasePath),
          appBasePath,
          // Ignored once unmounted, so a late call cannot resurrect a stale handler or menu.
          onAppLeave: (handler) => {
            if (!disposed) setAppLeaveHandler(appId, handler);
          },
          setHeaderActionMenu: (menu) => {
            if (!disposed) setAppActionMenu(appId, menu);
          },
        };
        const result = await mounter.mount(params);
        if (disposed) result();
        else unmount = result;
      } catch (error) {
        console.error(`Failed to mount application "${appId}"`, error);
      } finally {
        if (!disposed) setState('mounted');
      }
    };
    void mountApp();

    return () => {
      disposed = true;
      try {
        unmount?.();
      } catch (error) {
        console.error(`Failed to unmount application "${appId}"`, error);
      }
      setAppLeaveHandler(appId, undefined);
      setAppActionMenu(appId, undefined);
      element.remove();
    };
  }, [appId, mounter, mountable, notMounted, appBasePath, createScopedHistory, setAppLeaveHandler, setAppActionMenu]);

  return (
    <div className="appContainer" data-test-subj="appContainer" data-app-id={appId}>
      {state === 'loading' && <AppLoadingSpinner />}
      {state === 'notFound' && <AppNotFound />}
      {state === 'accessDenied' && (
        <Suspense fallback={<AppLoadingSpinner />}>
          <AppAccessDenied from={openApps} />
        </Suspense>
      )}
      <div ref={hostRef} data-test-subj={appId ? `appMountPoint-${appId}` : 'appMountPoint'} />
    </div>
  );
};
