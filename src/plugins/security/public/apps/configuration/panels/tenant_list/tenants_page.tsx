/**
 * Tenants: the Manage and Configure tabs over one copy of the tenancy settings, so a change in
 * one (a new default tenant, the private tenant turned off) shows in the other at once.
 */
import React, { useState } from 'react';
import { EuiCallOut, EuiLoadingSpinner, EuiPageHeader, EuiSpacer, EuiTab, EuiTabs } from '@elastic/eui';
import { GLOBAL_TENANT_NAME, PRIVATE_TENANT } from '../../../../../common/constants';
import type { TenancyConfig } from '../../../../../common/tenancy';
import { browserLocation } from '../../../../apis/browser_location';
import { backendHas } from '../../api';
import type { PageProps } from '../../types';
import { LearnMoreLink } from '../../utils/display';
import { errorText, showError } from '../../utils/toasts';
import { securityDocLink } from '../get_started/security_doc_links';
import { tenancyRequest, type TenancyForm } from './tenancy_form';
import { TenantConfigureTab } from './tenant_configure_tab';
import { readFirstTenants, TenantManageTab } from './tenant_manage_tab';
import { ResourceHistory } from '../history/resource_history';
import type { TenantLocation } from './tenant_switch';
import type { TenantRow } from './tenant_table_columns';
import { FormattedMessage, i18n, useLoad } from '../../../../../../../core/public';
import { TenancyApi } from './tenancy_api';
import messages from './messages.json';

export type TenantsTab = 'manage' | 'configure' | 'history';

export const TenantsPage: React.FC<PageProps & { location?: TenantLocation }> = (props) => {
  const { core, api, config, currentUser, query, navigate, hrefFor } = props;
  const location = props.location ?? browserLocation();
  const toasts = core.notifications.toasts;
  const asked = query.get('tab');
  const [tab, setTab] = useState<TenantsTab>(
    asked === 'configure' || (asked === 'history' && backendHas(api, 'history')) ? asked : 'manage'
  );
  const [tenancy, setTenancy] = useState<TenancyConfig>();
  const [tenancyError, setTenancyError] = useState<string>();
  const [customTenants, setCustomTenants] = useState<string[]>([]);

  // The Manage tab's first list read starts now, beside the tenancy settings', not once they are
  // in (it needs them only to draw); a failure is the tab's to show, so it is not reported here.
  const [firstRead] = useState(() => (tab === 'manage' ? readFirstTenants(api) : undefined));

  useLoad(() => api.feature(TenancyApi).getTenancyConfig(), [api], {
    onLoad: setTenancy,
    onError: (error) => setTenancyError(errorText(error, i18n.translate(messages.pageLoadSettingsError))),
  });

  // Read when Configure opens, so tenants created on the Manage tab are offered as the default.
  useLoad(() => (tab === 'configure' ? api.listAll('tenants') : undefined), [api, tab, toasts], {
    onLoad: (all) =>
      setCustomTenants(Object.keys(all).filter((name) => name !== GLOBAL_TENANT_NAME && name !== PRIVATE_TENANT)),
    onError: (error) => showError(toasts, error, i18n.translate(messages.pageLoadTenantsError)),
  });

  const store = async (next: TenancyConfig) => {
    try {
      setTenancy(await api.feature(TenancyApi).updateTenancyConfig(next));
      toasts.addSuccess({
        title: i18n.translate(messages.pageSettingsSaved),
      });
    } catch (error) {
      showError(toasts, error, i18n.translate(messages.pageSaveSettingsError));
      throw error;
    }
  };

  const saveForm = (form: TenancyForm) => store(tenancyRequest(tenancy!, form));
  const setDefault = async (row: TenantRow) => {
    try {
      await store({ ...tenancy!, default_tenant: row.name });
    } catch {
      // Reported by store().
    }
  };

  const tabs: Array<{ id: TenantsTab; name: string }> = [
    { id: 'manage', name: i18n.translate(messages.pageManageTab) },
    { id: 'configure', name: i18n.translate(messages.pageConfigureTab) },
    ...(backendHas(api, 'history')
      ? [
          {
            id: 'history' as const,
            name: i18n.translate(messages.pageHistoryTab),
          },
        ]
      : []),
  ];

  let content: React.ReactNode;
  if (tab === 'history' && backendHas(api, 'history')) {
    content = <ResourceHistory api={api} navigate={navigate} hrefFor={hrefFor} kind="tenants" />;
  } else if (tenancyError) {
    content = <EuiCallOut color="danger" iconType="alert" title={tenancyError} data-test-subj="tenancyLoadError" />;
  } else if (!tenancy) {
    content = <EuiLoadingSpinner size="xl" data-test-subj="tenancyLoading" />;
  } else if (tab === 'manage') {
    content = (
      <TenantManageTab
        core={core}
        api={api}
        config={config}
        currentUser={currentUser}
        tenancy={tenancy}
        location={location}
        onSetDefault={setDefault}
        firstRead={firstRead}
      />
    );
  } else {
    content = <TenantConfigureTab core={core} tenancy={tenancy} customTenants={customTenants} onSave={saveForm} />;
  }

  return (
    <div data-test-subj="tenantsPage">
      <EuiPageHeader
        pageTitle={i18n.translate(messages.pageTitle)}
        description={
          <FormattedMessage
            {...messages.pageDescription}
            values={{ learnMore: <LearnMoreLink href={securityDocLink(core, 'tenants')} /> }}
          />
        }
      />
      <EuiSpacer size="m" />
      <EuiTabs>
        {tabs.map(({ id, name }) => (
          <EuiTab key={id} isSelected={tab === id} onClick={() => setTab(id)} data-test-subj={`tenantsTab-${id}`}>
            {name}
          </EuiTab>
        ))}
      </EuiTabs>
      <EuiSpacer />
      {content}
    </div>
  );
};
