import { useState } from 'react';
import { logError } from './errors';
import type { AccountApi, AccountInfo } from './types';
import { useLoad } from '../../../../../core/public';

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

  useLoad(
    () =>
      api.getAccountInfo().catch((error: unknown) => {
        logError('Failed to read the account info.', error);
        throw error;
      }),
    [api],
    {
      onLoad: (fresh) => {
        setInfo(fresh);
        onRefreshed?.(fresh);
      },
    }
  );

  return info;
}
