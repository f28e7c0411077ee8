import { useEffect, useRef, useState } from 'react';
import { logError } from './errors';
import type { AccountApi, AccountInfo } from './types';

/**
 * The account info a dialog shows: what the menu had, replaced by a fresh read when the dialog
 * opens (roles or tenants may have changed since the page loaded). A failed read is only logged.
 */
export function useFreshAccountInfo(
  api: Pick<AccountApi, 'getAccountInfo'>,
  initial: AccountInfo,
  onRefreshed?: (info: AccountInfo) => void
): AccountInfo {
  const [info, setInfo] = useState(initial);
  const onRefreshedRef = useRef(onRefreshed);
  onRefreshedRef.current = onRefreshed;

  useEffect(() => {
    let active = true;
    api.getAccountInfo().then(
      (fresh) => {
        if (!active) return;
        setInfo(fresh);
        onRefreshedRef.current?.(fresh);
      },
      (error: unknown) => logError('Failed to read the account info.', error)
    );
    return () => {
      active = false;
    };
  }, [api]);

  return info;
}
