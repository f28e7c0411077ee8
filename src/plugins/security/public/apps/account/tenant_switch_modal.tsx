import React, { useCallback, useId, useRef, useState } from 'react';
import { EuiCheckbox, EuiRadioGroup, EuiSpacer, EuiText } from '@elastic/eui';
import type { PublicSecurityConfig } from '../../../common/config';
import type { DashboardsInfo, SecurityApi } from '../../apis/security_api';
import { clearSavedTenant, getSavedTenant, setSavedTenant } from '../../utils/storage';
import {
  disabledTenantOptions,
  globalTenantLabel,
  privateTenantLabel,
  tenantOptionOf,
  tenantValueOf,
  type TenantOption,
} from '../../utils/tenants';
import { CustomTenantSelect } from './custom_tenant_select';
import { TenantErrorCallOut } from './tenant_error_callout';
import { logError, serverMessage } from './errors';
import type { AccountApi, AccountInfo } from './types';
import { useFreshAccountInfo } from './use_account_info';
import { useDialogSubmit } from './use_dialog_submit';
import { FirstLoginModalFrame, i18n, useLoad, type ModalFrameProps } from '../../../../../core/public';
import messages from './messages.json';

export interface TenantSwitchModalProps {
  /** With getDashboardsInfo the modal follows the tenancy settings in force now, not those of page load. */
  api: Pick<AccountApi, 'getAccountInfo' | 'getAccountTenants' | 'selectTenant'> &
    Partial<Pick<SecurityApi, 'getDashboardsInfo'>>;
  config: Pick<PublicSecurityConfig, 'multitenancy'>;
  accountInfo: AccountInfo;
  onClose(): void;
  /** Called after a successful switch: every app must reload its data from the new tenant. */
  /** `tenant`: the tenant now selected, as the API names it. */
  onSwitched(tenant: string): void;
  /**
   * The modal's frame: FirstLoginModalFrame (EUI's modal with a light focus trap) unless told;
   * the account menu gives ModalFrame when the user opens it from there.
   */
  frame?: React.ComponentType<ModalFrameProps>;
}

/** How many custom tenants the picker offers for what is typed (a user may have 1,000). */
export const TENANT_SWITCH_PAGE_SIZE = 50;

type Multitenancy = Pick<PublicSecurityConfig['multitenancy'], 'enabled' | 'tenants'>;

/**
 * The injected config is fixed when the page loads, but an administrator may turn multitenancy
 * or the private tenant off at run time: the server's current settings win once read. A failed
 * read is only logged, and the config stays in force.
 */
function useLiveMultitenancy(api: TenantSwitchModalProps['api'], fallback: Multitenancy): Multitenancy {
  const [live, setLive] = useState<DashboardsInfo>();
  useLoad(
    () =>
      api.getDashboardsInfo?.().catch((error: unknown) => {
        logError('Failed to read the tenancy settings.', error);
        throw error;
      }),
    [api],
    { onLoad: setLive }
  );
  const flag = (value: unknown, otherwise: boolean) => (typeof value === 'boolean' ? value : otherwise);
  return {
    enabled: flag(live?.multitenancy_enabled, fallback.enabled),
    tenants: {
      ...fallback.tenants,
      enable_private: flag(live?.private_tenant_enabled, fallback.tenants.enable_private),
    },
  };
}

/** SPEC 2.5: pick the global, private or a custom tenant, optionally remembered on this device. */
export const TenantSwitchModal: React.FC<TenantSwitchModalProps> = ({
  api,
  config,
  accountInfo,
  onClose,
  onSwitched,
  frame: Frame = FirstLoginModalFrame,
}) => {
  const initial = tenantOptionOf(accountInfo.data.user_requested_tenant, accountInfo.data.user_name);
  const [option, setOption] = useState<TenantOption | undefined>(initial.option);
  const [customTenant, setCustomTenant] = useState<string | undefined>(initial.customTenant);
  const [remember, setRemember] = useState(() => getSavedTenant() !== null);
  const { error, setError, busy, setBusy, step } = useDialogSubmit();
  const touched = useRef(false);

  // A fresher read may show another current tenant; follow it unless the user already chose.
  const info = useFreshAccountInfo(api, accountInfo, (fresh) => {
    if (touched.current) return;
    const current = tenantOptionOf(fresh.data.user_requested_tenant, fresh.data.user_name);
    setOption(current.option);
    setCustomTenant(current.customTenant);
  });

  const multitenancy = useLiveMultitenancy(api, config.multitenancy);
  const id = useId();
  const comboId = `${id}-custom`;
  const rememberId = `${id}-remember`;
  const enabled = multitenancy.enabled;
  const username = info.data.user_name;
  const context = { multitenancy, username, tenants: info.data.tenants, customTotal: info.data.custom_tenants_total };
  const disabled = disabledTenantOptions(context);
  // The account counts the custom tenants: a page of them is asked for as the user types.
  const searchTenants = useCallback(
    (search: string) =>
      api.getAccountTenants(search, TENANT_SWITCH_PAGE_SIZE).then(({ tenants }) => tenants.map(({ name }) => name)),
    [api]
  );

  const change = (apply: () => void) => {
    touched.current = true;
    setError(undefined);
    apply();
  };

  const confirm = async () => {
    if (!enabled || busy) return;
    const tenant = tenantValueOf(option, customTenant);
    if (tenant === undefined) {
      setError(i18n.translate(messages.accountTenantSwitchNoTenant));
      return;
    }
    if (remember) setSavedTenant(tenant);
    else clearSavedTenant();
    setBusy(true);
    const switched = await step(
      'Failed to switch tenant.',
      () => api.selectTenant(tenant, username),
      (e) => serverMessage(e) ?? i18n.translate(messages.accountTenantSwitchFailed)
    );
    if (!switched) return;
    onClose();
    onSwitched(tenant);
  };

  const title = i18n.translate(messages.accountTenantSwitchTitle);
  const body = enabled ? (
    <>
      <EuiRadioGroup
        name="tenantSwitch"
        legend={{ children: title, display: 'hidden' }}
        options={[
          { id: 'global', label: globalTenantLabel(), disabled: disabled.global },
          { id: 'private', label: privateTenantLabel(), disabled: disabled.private },
          {
            id: 'custom',
            label: i18n.translate(messages.accountTenantSwitchCustomOption),
            disabled: disabled.custom,
          },
        ]}
        idSelected={option}
        onChange={(id) => change(() => setOption(id as TenantOption))}
        data-test-subj="tenant-switch-radios"
      />
      <EuiSpacer size="s" />
      <CustomTenantSelect
        id={comboId}
        wanted={option === 'custom'}
        search={searchTenants}
        selected={customTenant}
        isDisabled={disabled.custom}
        onChange={(chosen) =>
          change(() => {
            setCustomTenant(chosen);
            if (chosen !== undefined) setOption('custom');
          })
        }
        data-test-subj="tenant-switch-custom-select"
      />
      <EuiSpacer size="m" />
      <EuiCheckbox
        id={rememberId}
        label={i18n.translate(messages.accountTenantSwitchRememberLabel)}
        checked={remember}
        onChange={(e) => change(() => setRemember(e.target.checked))}
        data-test-subj="tenant-switch-remember"
      />
      {error !== undefined && (
        <>
          <EuiSpacer size="m" />
          <TenantErrorCallOut error={error} data-test-subj="tenant-switch-error" />
        </>
      )}
    </>
  ) : (
    <EuiText data-test-subj="tenant-switch-disabled">
      <p>{i18n.translate(messages.accountTenantSwitchMultitenancyDisabled)}</p>
    </EuiText>
  );

  return (
    <Frame
      title={title}
      onClose={onClose}
      cancelTestSubj="tenant-switch-cancel"
      confirm={{
        label: i18n.translate(messages.accountTenantSwitchConfirmButton),
        onClick: confirm,
        isDisabled: !enabled || busy,
        isLoading: busy,
        'data-test-subj': 'tenant-switch-confirm',
      }}
      data-test-subj="tenant-switch-modal"
    >
      {body}
    </Frame>
  );
};
