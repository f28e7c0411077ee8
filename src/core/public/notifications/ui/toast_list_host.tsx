import React, { useEffect, useState } from 'react';
import type { ToastsApi } from '../toasts/toasts_api';
import type * as GlobalToastListModule from './global_toast_list';

type ToastListModule = typeof GlobalToastListModule;

let loaded: ToastListModule | undefined;
let loading: Promise<ToastListModule> | undefined;

/**
 * Loads EUI's toast list (a chunk of its own: most pages never show a toast). Resolves at once
 * once loaded; the host below then renders the list without a wait.
 */
export function loadToastList(): Promise<ToastListModule> {
  loading ??= import(/* webpackChunkName: "toast_list" */ './global_toast_list').then((module) => (loaded = module));
  return loading;
}

/**
 * The global toast list, fetched when the first toast is added and kept mounted from then on (a
 * dismissed toast fades out in it). Until then nothing is rendered: EUI's list draws nothing
 * without toasts either.
 */
export const ToastListHost: React.FC<{ toasts: ToastsApi }> = ({ toasts }) => {
  const [module, setModule] = useState<ToastListModule | undefined>(loaded);
  useEffect(() => {
    if (module) return undefined;
    let mounted = true;
    const subscription = toasts.get$().subscribe((list) => {
      if (list.length === 0) return;
      void loadToastList().then((m) => mounted && setModule(() => m));
    });
    return () => {
      mounted = false;
      subscription.unsubscribe();
    };
  }, [module, toasts]);
  return module ? <module.GlobalToastList toasts={toasts} /> : null;
};
