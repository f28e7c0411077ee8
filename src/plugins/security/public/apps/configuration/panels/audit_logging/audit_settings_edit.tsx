/**
 * The audit settings edit pages (`/edit/generalSettings`, `/edit/complianceSettings`): every
 * setting of the section in its group, saved together as the whole configuration.
 */
import React, { useEffect, useState } from 'react';
import { EuiCallOut, EuiForm, EuiLoadingSpinner, EuiPageHeader, EuiSpacer } from '@elastic/eui';
import type { AuditConfig } from '../../../../../common/types';
import { auditPaths } from './paths';
import { FormFooter } from '../resource_form/form_parts';
import type { PageProps } from '../../types';
import { errorText, toastAfterNavigation } from '../../utils/toasts';
import { i18n } from '../../../../../../../core/public';
import {
  auditUpdateFailure,
  auditUpdateSuccess,
  EDIT_GROUPS,
  getSetting,
  isReadOnly,
  setSetting,
  toAuditSaveBody,
  SECTION_TITLES,
  type SettingsSection,
} from './audit_settings';
import { SettingEditor } from './setting_editor';
import { AuditFetchError, useAuditConfig } from './use_audit_config';
import { AuditApi } from './audit_api';
import { SectionPanel } from '../../utils/section_panel';
import messages from './messages.json';

export const AuditSettingsEdit: React.FC<PageProps & { section: SettingsSection }> = ({
  core,
  api,
  navigate,
  config,
  section,
}) => {
  const state = useAuditConfig(api.feature(AuditApi));
  const [draft, setDraft] = useState<AuditConfig>();
  // Paths whose editor holds content that is not a valid value (the watched-fields JSON).
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (state.status === 'loaded') setDraft(state.config);
  }, [state]);

  if (state.status === 'error') return <AuditFetchError />;
  if (state.status === 'loading' || !draft) return <EuiLoadingSpinner size="xl" data-test-subj="auditLoading" />;

  const groups = EDIT_GROUPS[section];
  const lockedHere = groups.some((group) => group.settings.some((s) => isReadOnly(s.path, state.readonly)));
  const back = () => navigate(auditPaths.auditLogging());

  const onValidity = (path: string) => (valid: boolean) =>
    setInvalid((current) => {
      const next = new Set(current);
      if (valid) next.delete(path);
      else next.add(path);
      return next;
    });

  const onSave = async () => {
    if (invalid.size > 0) return;
    setSaving(true);
    try {
      await api.feature(AuditApi).saveAuditConfig(toAuditSaveBody(draft));
      toastAfterNavigation(auditPaths.auditLogging(), auditUpdateSuccess());
      back();
    } catch (error) {
      core.notifications.toasts.addDanger({
        title: auditUpdateFailure(),
        text: errorText(error),
        'data-test-subj': 'auditUpdateFailure',
      });
      setSaving(false);
    }
  };

  return (
    <div data-test-subj={`auditSettingsEdit-${section}`}>
      <EuiPageHeader pageTitle={SECTION_TITLES[section]} />
      <EuiSpacer />
      {lockedHere && (
        <>
          <EuiCallOut
            iconType="lock"
            title={i18n.translate(messages.editReadonlyCallout)}
            data-test-subj="auditReadonlyCallout"
          />
          <EuiSpacer />
        </>
      )}
      <EuiForm component="form" onSubmit={(e) => (e.preventDefault(), void onSave())}>
        {groups.map((group) => (
          <React.Fragment key={group.name}>
            <SectionPanel title={group.title} data-test-subj={`auditGroup-${group.name}`}>
              {group.settings.map((setting) => (
                <SettingEditor
                  key={setting.path}
                  setting={setting}
                  value={getSetting(draft, setting.path)}
                  disabled={saving || isReadOnly(setting.path, state.readonly)}
                  config={config}
                  onChange={(value) => setDraft((current) => current && setSetting(current, setting.path, value))}
                  onValidityChange={onValidity(setting.path)}
                />
              ))}
            </SectionPanel>
            <EuiSpacer />
          </React.Fragment>
        ))}
        <FormFooter
          saveLabel={i18n.translate(messages.editSaveButton)}
          onCancel={back}
          isDisabled={saving || invalid.size > 0}
          isLoading={saving}
          cancelTestSubj="auditCancel"
          saveTestSubj="auditSave"
          responsive
        />
      </EuiForm>
    </div>
  );
};

/** The General settings page (`/auditLogging/edit/generalSettings`). */
export const AuditGeneralSettings: React.FC<PageProps> = (props) => <AuditSettingsEdit {...props} section="general" />;

/** The Compliance settings page (`/auditLogging/edit/complianceSettings`). */
export const AuditComplianceSettings: React.FC<PageProps> = (props) => (
  <AuditSettingsEdit {...props} section="compliance" />
);
