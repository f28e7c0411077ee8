/**
 * Check access (`/explain?user&action&index&tenant`): why a user may or may not do something,
 * decided by the server's own enforcing code, and the user's effective permissions. The question
 * lives in the URL, so an answer can be shared as a link.
 */
import React, { useState } from 'react';
import { EuiCallOut, EuiPageHeader, EuiSpacer, EuiText } from '@elastic/eui';
import { i18n, useLoad } from '../../../../../../../core/public';
import type { EffectivePermissions, ExplainResponse } from '../../../../../common/explain';
import { explainPath } from './paths';
import type { PageProps } from '../../types';
import { recordRecentCheck } from '../../utils/recently_viewed';
import { errorText } from '../../utils/toasts';
import { CheckAccessForm, type ExplainForm } from './check_access_form';
import { ExplainChain } from './explain_chain';
import { EffectivePermissionsPanel } from './effective_permissions_panel';
import { ExplainApi } from './explain_api';
import messages from './messages.json';

function formOf(query: URLSearchParams): ExplainForm {
  return {
    user: query.get('user') ?? '',
    action: query.get('action') ?? '',
    index: query.get('index') ?? '',
    tenant: query.get('tenant') ?? '',
  };
}

const names = (data: Record<string, unknown>) => Object.keys(data).sort((a, b) => a.localeCompare(b));
const NO_NAMES: string[] = [];

export const CheckAccess: React.FC<PageProps> = ({ core, api, navigate, hrefFor, query }) => {
  const asked = formOf(query);
  const key = JSON.stringify(asked);
  // What the form offers: the names of the internal users, action groups and tenants.
  const [choices, setChoices] = useState({ users: NO_NAMES, actionGroups: NO_NAMES, tenants: NO_NAMES });
  const [result, setResult] = useState<{ key: string; explain: ExplainResponse; effective: EffectivePermissions }>();
  const [error, setError] = useState<string>();
  const [loading, setLoading] = useState(false);

  useLoad(
    () =>
      Promise.all([api.list('internalusers'), api.list('actiongroups'), api.list('tenants')]).catch(() => undefined),
    [api],
    {
      onLoad: (lists) => {
        if (!lists) return;
        const [users, actionGroups, tenants] = lists.map((list) => names(list.data));
        setChoices({ users, actionGroups, tenants });
      },
    }
  );

  useLoad(
    () => {
      if (!asked.user) return undefined;
      setLoading(true);
      return Promise.all([
        api.feature(ExplainApi).explain({
          user: asked.user,
          action: asked.action || undefined,
          index: asked.index || undefined,
          tenant: asked.tenant || undefined,
        }),
        api.feature(ExplainApi).effectivePermissions(asked.user),
      ]);
    },
    [api, key],
    {
      onLoad: ([explain, effective]) => {
        setResult({ key, explain, effective });
        setError(undefined);
        recordRecentCheck(core, hrefFor, asked);
      },
      onError: (failure) => {
        setResult(undefined);
        setError(errorText(failure, i18n.translate(messages.pageError)));
      },
      onSettled: () => setLoading(false),
    }
  );

  const shown = result?.key === key ? result : undefined;
  const decision = shown?.explain.allowed;
  return (
    <div data-test-subj="checkAccessPage">
      <EuiPageHeader
        pageTitle={i18n.translate(messages.pageTitle)}
        description={i18n.translate(messages.pageDescription)}
      />
      <EuiSpacer />
      <CheckAccessForm
        key={key}
        initial={asked}
        {...choices}
        loading={loading}
        onSubmit={(form) => navigate(explainPath(form))}
      />
      <EuiSpacer />
      {error && <EuiCallOut color="danger" iconType="error" title={error} data-test-subj="checkAccessError" />}
      {shown && (
        <>
          {decision === null || decision === undefined ? (
            <EuiText size="s" data-test-subj="explainNoQuestion">
              <p>{i18n.translate(messages.pageNoQuestion)}</p>
            </EuiText>
          ) : (
            <EuiCallOut
              data-test-subj="explainDecision"
              color={decision ? 'success' : 'danger'}
              iconType={decision ? 'check' : 'cross'}
              title={decision ? i18n.translate(messages.pageAllowed) : i18n.translate(messages.pageDenied)}
              heading="h2"
            >
              <p>
                {decision
                  ? i18n.translate(messages.pageMay, { name: shown.explain.user.name })
                  : i18n.translate(messages.pageMayNot, { name: shown.explain.user.name })}
              </p>
            </EuiCallOut>
          )}
          <EuiSpacer />
          <ExplainChain result={shown.explain} />
          <EuiSpacer />
          <EffectivePermissionsPanel permissions={shown.effective} />
        </>
      )}
    </div>
  );
};
