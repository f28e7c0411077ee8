import React, { useCallback, useEffect, useMemo, useState } from 'react';
import { EuiGlobalToastList, type EuiGlobalToastListToast } from '@elastic/eui';
import { useObservable } from '../../utils/use_observable';
import { renderMountOrNode } from '../../utils/mount_wrapper';
import type { Toast } from '../types';
import type { ToastsApi } from '../toasts/toasts_api';

const NO_TOASTS: Toast[] = [];
const NO_EUI_TOASTS: EuiGlobalToastListToast[] = [];

function toEuiToast(toast: Toast, toasts: ToastsApi): EuiGlobalToastListToast {
  const { title, text, onClose: _onClose, ...rest } = toast;
  return {
    ...rest,
    title: renderMountOrNode(title),
    text: toasts.getRichText(toast.id) ?? renderMountOrNode(text),
  };
}

/**
 * Every toast carries its own lifetime, so the list's own is infinite: it must never dismiss a
 * toast on a schedule of its own.
 */
export const GlobalToastList: React.FC<{ toasts: ToastsApi }> = ({ toasts }) => {
  const toasts$ = useMemo(() => toasts.get$(), [toasts]);
  const list = useObservable(toasts$, NO_TOASTS);
  const dismiss = useCallback((toast: { id: string }) => toasts.remove(toast.id), [toasts]);
  // The list loads with the first toast (ToastListHost): its live region is put in the page empty
  // and the toasts follow, so assistive technology announces them as it would in a region that
  // was always there.
  const [inPage, setInPage] = useState(false);
  useEffect(() => setInPage(true), []);
  return (
    <EuiGlobalToastList
      data-test-subj="globalToastList"
      toasts={inPage ? list.map((toast) => toEuiToast(toast, toasts)) : NO_EUI_TOASTS}
      dismissToast={dismiss}
      toastLifeTimeMs={Infinity}
    />
  );
};
