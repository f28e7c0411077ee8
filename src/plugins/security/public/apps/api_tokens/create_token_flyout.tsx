/**
 * The create flyout of the API tokens page and the account menu's list: a name, an expiration
 * (30/60/90 days or custom), and permissions picked as in the role editor or copied from a role.
 * Once created, the token is shown here once, with a copy button and the warning.
 */
import React, { useId, useState } from 'react';
import {
  EuiButton,
  EuiButtonEmpty,
  EuiCallOut,
  EuiCodeBlock,
  EuiConfirmModal,
  EuiFieldNumber,
  EuiFlexGroup,
  EuiFlexItem,
  EuiFormRow,
  EuiPanel,
  EuiSelect,
  EuiSpacer,
} from '@elastic/eui';
import { fetchErrorMessage, FlyoutFrame, FormattedMessage, i18n } from '../../../../../core/public';
import {
  API_TOKEN_NAME_MAX_CHARS,
  API_TOKEN_PRESET_DAYS,
  type CreateApiTokenResponse,
} from '../../../common/api_tokens';
import type { Role } from '../../../common/types';
import type { ComboOptions, PickerSearch } from '../configuration/panels/roles/role_edit/permission_options';
import { IndexAndTenantPanels } from '../configuration/panels/roles/role_edit/permission_panels';
import { StringComboBox } from '../configuration/panels/roles/role_edit/string_combo_box';
import { LimitedTextRow } from '../limited_text_field';
import { CopyRolePicker, type RoleChoices } from './copy_role_picker';
import {
  copyFromRole,
  emptyTokenForm,
  grantsNothing,
  tokenFormErrors,
  type Expiration,
  type TokenFormState,
} from './token_form';
import { formatDate } from '../../utils/format_date';
import { SectionPanel } from '../configuration/utils/section_panel';
import messages from './messages.json';

/** The confirmation's English title, as tests read it; the page shows the loaded locale's. */
export const NO_PERMISSIONS_TITLE = 'Create a token with no permissions?';

export interface PermissionChoices {
  cluster: ComboOptions;
  index: ComboOptions;
  tenant: ComboOptions;
  /** The pickers whose options the server searches as one types (an administrator's page). */
  search?: { cluster?: PickerSearch; index?: PickerSearch; tenant?: PickerSearch };
  /** Roles whose permissions may be copied (absent: the user may not read roles). */
  roles?: RoleChoices & { get(name: string): Promise<Role> };
}

interface Props {
  choices: PermissionChoices;
  create(state: TokenFormState): Promise<CreateApiTokenResponse>;
  onClose(): void;
}

const expirationOptions = () => [
  ...API_TOKEN_PRESET_DAYS.map((days) => ({
    value: String(days),
    text: i18n.translate(messages.createExpirationDays, { days }),
  })),
  { value: 'custom', text: i18n.translate(messages.createExpirationCustom) },
];

export const CreateTokenFlyout: React.FC<Props> = ({ choices, create, onClose }) => {
  const [state, setState] = useState<TokenFormState>(emptyTokenForm);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const [created, setCreated] = useState<CreateApiTokenResponse>();
  const [copyRole, setCopyRole] = useState('');
  const [askingEmpty, setAskingEmpty] = useState(false);
  const titleId = `${useId()}-title`;
  const errors = tokenFormErrors(state);
  const update = (changes: Partial<TokenFormState>) => setState((current) => ({ ...current, ...changes }));

  const submit = async (confirmedEmpty = false) => {
    setTried(true);
    if (errors.name || errors.days) return;
    if (!confirmedEmpty && grantsNothing(state)) {
      setAskingEmpty(true);
      return;
    }
    setAskingEmpty(false);
    setSaving(true);
    setError(undefined);
    try {
      setCreated(await create(state));
    } catch (e) {
      setError(fetchErrorMessage(e));
    } finally {
      setSaving(false);
    }
  };

  const copy = async (name: string) => {
    setCopyRole(name);
    if (!name || !choices.roles) return;
    try {
      const role = await choices.roles.get(name);
      setState((current) => copyFromRole(current, role));
    } catch (e) {
      setError(fetchErrorMessage(e));
    }
  };

  if (created) {
    return (
      <FlyoutFrame
        title={i18n.translate(messages.createCreatedTitle, { name: created.name })}
        titleId={titleId}
        onClose={onClose}
        size="m"
        // Nothing to cancel: the one way out is at the right, where the action of a flyout is.
        footer={{
          start: null,
          end: (
            <EuiButton fill onClick={onClose} data-test-subj="closeCreatedToken">
              {i18n.translate(messages.createDoneButton)}
            </EuiButton>
          ),
        }}
        data-test-subj="apiTokenCreatedFlyout"
      >
        <EuiCallOut
          color="warning"
          iconType="warning"
          title={i18n.translate(messages.createShownOnceWarning)}
          data-test-subj="tokenOnceWarning"
        >
          <p>
            <FormattedMessage
              {...messages.createUsage}
              values={{
                header: <code>Authorization: ApiKey &lt;token&gt;</code>,
                expires: formatDate(created.expires_at),
              }}
            />
          </p>
        </EuiCallOut>
        <EuiSpacer />
        <EuiCodeBlock isCopyable language="text" paddingSize="m" data-test-subj="createdToken">
          {created.token}
        </EuiCodeBlock>
      </FlyoutFrame>
    );
  }

  return (
    <FlyoutFrame
      title={i18n.translate(messages.createTitle)}
      titleId={titleId}
      description={i18n.translate(messages.createDescription)}
      onClose={onClose}
      size="l"
      footer={{
        start: <EuiButtonEmpty onClick={onClose}>{i18n.translate(messages.createCancelButton)}</EuiButtonEmpty>,
        end: (
          <EuiButton fill isLoading={saving} onClick={() => void submit()} data-test-subj="createApiTokenSubmit">
            {i18n.translate(messages.createCreateButton)}
          </EuiButton>
        ),
      }}
      data-test-subj="createApiTokenFlyout"
    >
      {error && (
        <>
          <EuiCallOut color="danger" iconType="error" title={error} data-test-subj="createApiTokenError" />
          <EuiSpacer />
        </>
      )}
      <EuiPanel paddingSize="l">
        <LimitedTextRow
          label={i18n.translate(messages.createNameLabel)}
          limit={API_TOKEN_NAME_MAX_CHARS}
          value={state.name}
          onChange={(name) => update({ name })}
          error={tried ? errors.name : undefined}
          fullWidth
          data-test-subj="apiTokenName"
        />
        <EuiFlexGroup>
          <EuiFlexItem>
            <EuiFormRow label={i18n.translate(messages.createExpirationLabel)}>
              <EuiSelect
                options={expirationOptions()}
                value={state.expiration}
                onChange={(event) => update({ expiration: event.target.value as Expiration })}
                data-test-subj="apiTokenExpiration"
              />
            </EuiFormRow>
          </EuiFlexItem>
          {state.expiration === 'custom' && (
            <EuiFlexItem>
              <EuiFormRow
                label={i18n.translate(messages.createDaysLabel)}
                isInvalid={tried && !!errors.days}
                error={errors.days}
              >
                <EuiFieldNumber
                  min={1}
                  value={state.customDays}
                  onChange={(event) => update({ customDays: event.target.value })}
                  isInvalid={tried && !!errors.days}
                  data-test-subj="apiTokenCustomDays"
                />
              </EuiFormRow>
            </EuiFlexItem>
          )}
          {choices.roles && (
            <EuiFlexItem>
              <CopyRolePicker roles={choices.roles} value={copyRole} onChange={(name) => void copy(name)} />
            </EuiFlexItem>
          )}
        </EuiFlexGroup>
      </EuiPanel>
      <EuiSpacer />
      <SectionPanel title={i18n.translate(messages.createClusterPermissionsTitle)} paddingSize="l" gap="s">
        <StringComboBox
          aria-label={i18n.translate(messages.createClusterPermissionsTitle)}
          placeholder={i18n.translate(messages.createClusterPermissionsPlaceholder)}
          values={state.cluster}
          onChange={(cluster) => update({ cluster })}
          options={choices.cluster}
          {...choices.search?.cluster}
          data-test-subj="apiTokenClusterPermissions"
        />
      </SectionPanel>
      <EuiSpacer />
      <IndexAndTenantPanels values={state} update={update} options={choices} search={choices.search} holder="token" />
      {askingEmpty && (
        <EuiConfirmModal
          title={i18n.translate(messages.createNoPermissionsTitle)}
          onCancel={() => setAskingEmpty(false)}
          onConfirm={() => void submit(true)}
          cancelButtonText={i18n.translate(messages.createAddPermissionsButton)}
          confirmButtonText={i18n.translate(messages.createCreateAnywayButton)}
          buttonColor="warning"
          defaultFocusedButton="cancel"
          data-test-subj="apiTokenNoPermissionsConfirm"
        >
          <p>{i18n.translate(messages.createNoPermissionsText)}</p>
        </EuiConfirmModal>
      )}
    </FlyoutFrame>
  );
};
