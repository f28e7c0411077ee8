/**
 * Advanced settings: every declared setting by category, edited in place; changes wait in a bottom
 * bar until saved together (or cancelled).
 */
import React, { useCallback, useEffect, useMemo, useState } from 'react';
import {
  EuiBottomBar,
  EuiButton,
  EuiButtonEmpty,
  EuiCallOut,
  EuiFieldSearch,
  EuiFlexGroup,
  EuiFlexItem,
  EuiPanel,
  EuiSpacer,
  EuiText,
  EuiTitle,
} from '@elastic/eui';
import { i18n, type IUiSettingsClient } from '../../../../../core/public';
import { Field } from './field';
import {
  categoryLabel,
  filterSettings,
  groupByCategory,
  parseEditorValue,
  toEditorValue,
  toFieldSettings,
  type FieldSetting,
} from './lib';
import messages from './messages.json';

/** The English of the read-only notice (the tests read it); the page shows it translated. */
export const READ_ONLY_TEXT = 'You do not have permission to change advanced settings: they are shown read-only.';

interface Props {
  uiSettings: IUiSettingsClient;
  canSave: boolean;
  reloadPage?: () => void;
}

interface UnsavedChange {
  editorValue: unknown;
  /** Saving removes the user value. */
  reset?: boolean;
}

function unsavedLabel(count: number): string {
  return i18n.translate(messages.unsavedCount, { count });
}

export const AdvancedSettings: React.FC<Props> = ({ uiSettings, canSave, reloadPage }) => {
  const [settings, setSettings] = useState<FieldSetting[]>(() => toFieldSettings(uiSettings));
  const [query, setQuery] = useState('');
  const [unsaved, setUnsaved] = useState<Record<string, UnsavedChange>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [reloadNeeded, setReloadNeeded] = useState(false);

  // Values changed elsewhere (another app, a rolled back save) show up here too.
  useEffect(() => {
    const subscription = uiSettings.getUpdate$().subscribe(() => setSettings(toFieldSettings(uiSettings)));
    return () => subscription.unsubscribe();
  }, [uiSettings]);

  const byKey = useMemo(() => new Map(settings.map((setting) => [setting.key, setting])), [settings]);
  const groups = useMemo(() => groupByCategory(filterSettings(settings, query)), [settings, query]);
  const unsavedCount = Object.keys(unsaved).length;

  const stage = useCallback((setting: FieldSetting, change: UnsavedChange) => {
    setErrors(({ [setting.key]: _dropped, ...rest }) => rest);
    setUnsaved(({ [setting.key]: _previous, ...rest }) => {
      const current = toEditorValue(setting, setting.value);
      // Editing back to the saved value is no change at all.
      if (!change.reset && change.editorValue === current) return rest;
      if (change.reset && setting.isDefault) return rest;
      return { ...rest, [setting.key]: change };
    });
  }, []);

  const cancel = () => {
    setUnsaved({});
    setErrors({});
  };

  const save = async () => {
    const found: Record<string, string> = {};
    const changes: Array<{ setting: FieldSetting; value: unknown }> = [];
    for (const [key, change] of Object.entries(unsaved)) {
      const setting = byKey.get(key);
      if (!setting) continue;
      if (change.reset) {
        changes.push({ setting, value: null });
        continue;
      }
      const parsed = parseEditorValue(setting, change.editorValue);
      if ('error' in parsed) found[key] = parsed.error;
      else changes.push({ setting, value: parsed.value });
    }
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }

    setSaving(true);
    const failures: Error[] = [];
    const subscription = uiSettings.getUpdateErrors$().subscribe((error) => failures.push(error));
    // Sent together: the client merges changes made while a request is in flight into one batch.
    const results = await Promise.all(
      changes.map(({ setting, value }) =>
        uiSettings.set(setting.key, value).catch((error: unknown) => {
          failures.push(error instanceof Error ? error : new Error(String(error)));
          return false;
        })
      )
    );
    subscription.unsubscribe();

    const failed = changes.filter((_change, index) => !results[index]);
    const saved = changes.filter((_change, index) => results[index]);
    const failedErrors: Record<string, string> = {};
    for (const { setting } of failed) {
      const own = failures.find((error) => error.message.includes(`"${setting.key}"`));
      const any = failures[0]?.message ?? i18n.translate(messages.saveFailedError);
      failedErrors[setting.key] = own ? own.message : i18n.translate(messages.notSavedError, { reason: any });
    }
    setErrors(failedErrors);
    setUnsaved((current) => {
      const next = { ...current };
      for (const { setting } of saved) delete next[setting.key];
      return next;
    });
    setSettings(toFieldSettings(uiSettings));
    if (saved.some(({ setting }) => setting.requiresPageReload)) setReloadNeeded(true);
    setSaving(false);
  };

  return (
    <div data-test-subj="advancedSettingsPage">
      <EuiTitle size="l">
        <h2>{i18n.translate(messages.title)}</h2>
      </EuiTitle>
      <EuiSpacer size="s" />
      <EuiText size="s" color="subdued">
        <p>{i18n.translate(messages.description)}</p>
      </EuiText>
      <EuiSpacer />
      {!canSave ? (
        <>
          <EuiCallOut
            title={i18n.translate(messages.readOnlyTitle)}
            iconType="lock"
            data-test-subj="advancedSettingsReadOnly"
          >
            <p>{i18n.translate(messages.readOnlyText)}</p>
          </EuiCallOut>
          <EuiSpacer />
        </>
      ) : null}
      {reloadNeeded ? (
        <>
          <EuiCallOut
            title={i18n.translate(messages.reloadPromptTitle)}
            color="warning"
            iconType="refresh"
            data-test-subj="advancedSettingsReloadPrompt"
          >
            <EuiButton
              size="s"
              color="warning"
              onClick={() => (reloadPage ?? (() => window.location.reload()))()}
              data-test-subj="advancedSettingsReloadButton"
            >
              {i18n.translate(messages.reloadButton)}
            </EuiButton>
          </EuiCallOut>
          <EuiSpacer />
        </>
      ) : null}
      <EuiFieldSearch
        fullWidth
        placeholder={i18n.translate(messages.searchPlaceholder)}
        aria-label={i18n.translate(messages.searchPlaceholder)}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        isClearable
        data-test-subj="advancedSettingsSearchBar"
      />
      <EuiSpacer />
      {groups.length === 0 ? (
        <EuiText data-test-subj="advancedSettingsNoResults">
          <p>{i18n.translate(messages.noResults, { query })}</p>
        </EuiText>
      ) : null}
      {groups.map(({ category, settings: items }) => (
        <React.Fragment key={category}>
          <EuiPanel paddingSize="l" data-test-subj={`advancedSettingsCategory-${category}`}>
            <EuiTitle size="s">
              <h2>{categoryLabel(category)}</h2>
            </EuiTitle>
            <EuiSpacer size="m" />
            {items.map((setting) => {
              const change = unsaved[setting.key];
              const editorValue = change ? change.editorValue : toEditorValue(setting, setting.value);
              return (
                <Field
                  key={setting.key}
                  setting={setting}
                  editorValue={editorValue}
                  isUnsaved={Boolean(change)}
                  isReset={Boolean(change?.reset)}
                  error={errors[setting.key]}
                  disabled={!canSave || saving}
                  onChange={(value) => stage(setting, { editorValue: value })}
                  onReset={() =>
                    stage(setting, { editorValue: toEditorValue(setting, setting.defaultValue), reset: true })
                  }
                />
              );
            })}
          </EuiPanel>
          <EuiSpacer />
        </React.Fragment>
      ))}
      {unsavedCount > 0 ? <EuiSpacer size="xxl" /> : null}
      {unsavedCount > 0 ? (
        <EuiBottomBar data-test-subj="advancedSettingsBottomBar">
          <EuiFlexGroup justifyContent="spaceBetween" alignItems="center" responsive={false}>
            <EuiFlexItem grow={false}>
              <EuiText size="s" data-test-subj="advancedSettingsUnsavedCount">
                <p>{unsavedLabel(unsavedCount)}</p>
              </EuiText>
            </EuiFlexItem>
            <EuiFlexItem grow={false}>
              <EuiFlexGroup gutterSize="s" responsive={false}>
                <EuiFlexItem grow={false}>
                  <EuiButtonEmpty color="text" onClick={cancel} data-test-subj="advancedSettingsCancelButton">
                    {i18n.translate(messages.cancelChangesButton)}
                  </EuiButtonEmpty>
                </EuiFlexItem>
                <EuiFlexItem grow={false}>
                  <EuiButton
                    fill
                    color="success"
                    iconType="check"
                    isLoading={saving}
                    isDisabled={!canSave}
                    onClick={() => void save()}
                    data-test-subj="advancedSettingsSaveButton"
                  >
                    {i18n.translate(messages.saveChangesButton)}
                  </EuiButton>
                </EuiFlexItem>
              </EuiFlexGroup>
            </EuiFlexItem>
          </EuiFlexGroup>
        </EuiBottomBar>
      ) : null}
    </div>
  );
};
