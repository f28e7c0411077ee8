/** Loading the audit configuration, shared by the main page and the two edit pages. */
import React, { useState } from 'react';
import { EuiEmptyPrompt } from '@elastic/eui';
import type { AuditConfig } from '../../../../../common/types';
import { auditFetchErrorBody, auditFetchErrorTitle } from './audit_settings';
import { useLoad } from '../../../../../../../core/public';
import type { AuditApi } from './audit_api';

export type AuditConfigState =
  { status: 'loading' } | { status: 'error' } | { status: 'loaded'; config: AuditConfig; readonly: string[] };

export function useAuditConfig(api: Pick<AuditApi, 'getAuditConfig'>): AuditConfigState {
  const [state, setState] = useState<AuditConfigState>({ status: 'loading' });
  useLoad(
    () =>
      api.getAuditConfig().catch((error: unknown) => {
        // The page shows the SPEC's text; the details go to the console.
        console.error(error);
        throw error;
      }),
    [api],
    {
      onLoad: (result) => setState({ status: 'loaded', config: result.config, readonly: result._readonly }),
      onError: () => setState({ status: 'error' }),
    }
  );
  return state;
}

export const AuditFetchError: React.FC = () => (
  <EuiEmptyPrompt
    iconType="alert"
    color="danger"
    title={<h2>{auditFetchErrorTitle()}</h2>}
    body={<p>{auditFetchErrorBody()}</p>}
    data-test-subj="auditFetchError"
  />
);
