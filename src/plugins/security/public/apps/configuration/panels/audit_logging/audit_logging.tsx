/**
 * Audit logging (`/auditLogging`): the enable switch, which saves as soon as it is flipped, and
 * read-only panels of the general and compliance settings, each with a way to its edit page.
 */
import React, { useEffect, useId, useState } from 'react';
import {
  EuiButton,
  EuiDescriptionList,
  EuiFlexGroup,
  EuiFlexItem,
  EuiFormRow,
  EuiHorizontalRule,
  EuiLoadingSpinner,
  EuiPageHeader,
  EuiPanel,
  EuiSpacer,
  EuiSwitch,
  EuiTitle,
} from '@elastic/eui';
import type { AuditConfig } from '../../../../../common/types';
import { auditPaths } from './paths';
import type { PageProps } from '../../types';
import { errorText } from '../../utils/toasts';
import { i18n } from '../../../../../../../core/public';
import {
  auditUpdateFailure,
  auditUpdateSuccess,
  ENABLED_SETTING,
  SECTION_TITLES,
  VIEW_GROUPS,
  displaySetting,
  getSetting,
  isReadOnly,
  setSetting,
  toAuditSaveBody,
  type SettingsSection,
} from './audit_settings';
import { AuditRetentionPanel } from './audit_retention_panel';
import { AuditFetchError, useAuditConfig } from './use_audit_config';
import { AuditApi } from './audit_api';
import messages from './messages.json';

/** Each section's panel: its test id and the path of its edit page. */
const SECTION_PANELS: Record<SettingsSection, { testSubj: string; editPath(): string }> = {
  general: { testSubj: 'auditGeneralSettings', editPath: auditPaths.auditGeneralSettings },
  compliance: { testSubj: 'auditComplianceSettings', editPath: auditPaths.auditComplianceSettings },
};

/** A section's settings, read-only, with Configure for its edit page. */
const SettingsPanel: React.FC<{ section: SettingsSection; config: AuditConfig; navigate(path: string): void }> = ({
  section,
  config,
  navigate,
}) => {
  const title = SECTION_TITLES[section];
  const { testSubj, editPath } = SECTION_PANELS[section];
  return (
    <EuiPanel data-test-subj={testSubj}>
      <EuiFlexGroup alignItems="center" justifyContent="spaceBetween" responsive={false}>
        <EuiFlexItem grow={false}>
          <EuiTitle size="s">
            <h2>{title}</h2>
          </EuiTitle>
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          <EuiButton
            onClick={() => navigate(editPath())}
            aria-label={
              section === 'general'
                ? i18n.translate(messages.viewConfigureGeneralAriaLabel)
                : i18n.translate(messages.viewConfigureComplianceAriaLabel)
            }
            data-test-subj={`${testSubj}Configure`}
          >
            {i18n.translate(messages.viewConfigureButton)}
          </EuiButton>
        </EuiFlexItem>
      </EuiFlexGroup>
      {VIEW_GROUPS[section].map((group) => (
        <React.Fragment key={group.name}>
          <EuiHorizontalRule margin="m" />
          <EuiTitle size="xs">
            <h3>{group.title}</h3>
          </EuiTitle>
          <EuiSpacer size="s" />
          <EuiFlexGroup wrap gutterSize="l">
            {group.settings.map((setting) => (
              <EuiFlexItem key={setting.path} style={{ minWidth: 200 }}>
                <EuiDescriptionList
                  compressed
                  listItems={[
                    {
                      title: setting.title,
                      description: (
                        <span data-test-subj={`auditValue-${setting.path}`}>
                          {displaySetting(setting, getSetting(config, setting.path))}
                        </span>
                      ),
                    },
                  ]}
                />
              </EuiFlexItem>
            ))}
          </EuiFlexGroup>
        </React.Fragment>
      ))}
    </EuiPanel>
  );
};

export const AuditLogging: React.FC<PageProps> = ({ core, api, navigate }) => {
  const state = useAuditConfig(api.feature(AuditApi));
  const [config, setConfig] = useState<AuditConfig>();
  const [saving, setSaving] = useState(false);
  // Names the switch through its label; a unique id so no other element's id can take its place.
  const switchLabelId = useId();
  useEffect(() => {
    if (state.status === 'loaded') setConfig(state.config);
  }, [state]);

  if (state.status === 'error') return <AuditFetchError />;
  if (state.status === 'loading' || !config) return <EuiLoadingSpinner size="xl" data-test-subj="auditLoading" />;

  const onToggle = async (enabled: boolean) => {
    const next = setSetting(config, ENABLED_SETTING.path, enabled);
    setSaving(true);
    try {
      await api.feature(AuditApi).saveAuditConfig(toAuditSaveBody(next));
      setConfig(next);
      core.notifications.toasts.addSuccess({ title: auditUpdateSuccess(), 'data-test-subj': 'auditUpdateSuccess' });
    } catch (error) {
      // The switch stays where the server has it.
      core.notifications.toasts.addDanger({
        title: auditUpdateFailure(),
        text: errorText(error),
        'data-test-subj': 'auditUpdateFailure',
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div data-test-subj="auditLogging">
      <EuiPageHeader
        pageTitle={i18n.translate(messages.viewTitle)}
        description={i18n.translate(messages.viewDescription)}
        rightSideItems={[
          <EuiButton
            key="events"
            iconType="list"
            onClick={() => navigate(auditPaths.auditEvents())}
            data-test-subj="auditEventsLink"
          >
            {i18n.translate(messages.viewEventsButton)}
          </EuiButton>,
        ]}
      />
      <EuiSpacer />
      <EuiPanel>
        <EuiFormRow helpText={i18n.translate(messages.viewEnableHelp)}>
          <EuiSwitch
            label={ENABLED_SETTING.title}
            labelProps={{ id: switchLabelId }}
            checked={config.enabled === true}
            disabled={saving || isReadOnly(ENABLED_SETTING.path, state.readonly)}
            onChange={(e) => void onToggle(e.target.checked)}
            data-test-subj="auditEnableSwitch"
          />
        </EuiFormRow>
      </EuiPanel>
      <EuiSpacer />
      <AuditRetentionPanel api={api.feature(AuditApi)} />
      {(['general', 'compliance'] as const).map((section) => (
        <React.Fragment key={section}>
          <EuiSpacer />
          <SettingsPanel section={section} config={config} navigate={navigate} />
        </React.Fragment>
      ))}
    </div>
  );
};
