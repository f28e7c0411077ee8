import React from 'react';
import {
  EuiBadge,
  EuiCode,
  EuiDescribedFormGroup,
  EuiFieldNumber,
  EuiFieldText,
  EuiFormRow,
  EuiIconTip,
  EuiLink,
  EuiSelect,
  EuiSpacer,
  EuiSwitch,
  EuiText,
  EuiTextArea,
  EuiTitle,
} from '@elastic/eui';
import { i18n } from '../../../../../core/public';
import { toEditorValue, type FieldSetting } from './lib';
import messages from './messages.json';

/** The English of the overridden notice (the tests read it); the page shows it translated. */
export const OVERRIDDEN_TEXT = 'This setting is overridden by the server and cannot be changed.';

interface Props {
  setting: FieldSetting;
  /** What the editor shows: the unsaved value, else the current one. */
  editorValue: unknown;
  isUnsaved: boolean;
  /** The unsaved change is a reset: saving removes the user value. */
  isReset: boolean;
  error?: string;
  disabled: boolean;
  onChange(editorValue: unknown): void;
  onReset(): void;
}

function defaultText(setting: FieldSetting): string {
  const text = toEditorValue(setting, setting.defaultValue);
  if (typeof text === 'boolean') return onOff(text);
  if (text === '') return i18n.translate(messages.fieldEmptyDefault);
  // A select's default reads as its option does ("Sonntag", not the value "Sunday").
  return (typeof text === 'string' && setting.optionLabels?.[text]) || String(text);
}

function onOff(on: boolean): string {
  return on ? i18n.translate(messages.fieldOn) : i18n.translate(messages.fieldOff);
}

/** One setting: its name, description and markers on the left, a type-appropriate editor on the right. */
export const Field: React.FC<Props> = ({
  setting,
  editorValue,
  isUnsaved,
  isReset,
  error,
  disabled,
  onChange,
  onReset,
}) => {
  const { key, type } = setting;
  const locked = disabled || setting.isOverridden;
  const id = `advancedSetting-${key}`;
  const common = {
    id,
    disabled: locked,
    isInvalid: Boolean(error),
    'data-test-subj': `advancedSetting-editField-${key}`,
    'aria-label': setting.name,
  };

  let editor: React.ReactElement;
  switch (type) {
    case 'boolean':
      editor = (
        <EuiSwitch
          id={id}
          disabled={locked}
          label={onOff(Boolean(editorValue))}
          checked={Boolean(editorValue)}
          onChange={(event) => onChange(event.target.checked)}
          data-test-subj={common['data-test-subj']}
          aria-label={setting.name}
        />
      );
      break;
    case 'number':
      editor = <EuiFieldNumber {...common} value={String(editorValue)} onChange={(e) => onChange(e.target.value)} />;
      break;
    case 'select':
      editor = (
        <EuiSelect
          {...common}
          options={(setting.options ?? []).map((option) => ({
            value: option,
            text: setting.optionLabels?.[option] ?? option,
          }))}
          value={String(editorValue)}
          onChange={(e) => onChange(e.target.value)}
        />
      );
      break;
    case 'json':
    case 'markdown':
      editor = (
        <EuiTextArea
          {...common}
          fullWidth
          rows={type === 'json' ? 6 : 4}
          style={{ fontFamily: 'monospace' }}
          value={String(editorValue)}
          onChange={(e) => onChange(e.target.value)}
        />
      );
      break;
    default:
      editor = <EuiFieldText {...common} value={String(editorValue)} onChange={(e) => onChange(e.target.value)} />;
  }

  const changed = !setting.isDefault;
  const title = (
    <EuiTitle size="xs">
      <h3>
        {setting.name}{' '}
        {changed ? (
          <EuiBadge color="primary" data-test-subj={`advancedSetting-changed-${key}`}>
            {i18n.translate(messages.fieldChangedBadge)}
          </EuiBadge>
        ) : (
          <EuiBadge color="hollow" data-test-subj={`advancedSetting-default-${key}`}>
            {i18n.translate(messages.fieldDefaultBadge)}
          </EuiBadge>
        )}
        {isUnsaved ? (
          <>
            {' '}
            <EuiBadge color="warning" data-test-subj={`advancedSetting-unsaved-${key}`}>
              {isReset ? i18n.translate(messages.fieldUnsavedResetBadge) : i18n.translate(messages.fieldUnsavedBadge)}
            </EuiBadge>
          </>
        ) : null}
        {setting.requiresPageReload ? (
          <>
            {' '}
            <EuiIconTip type="refresh" content={i18n.translate(messages.fieldRequiresReloadTooltip)} />
          </>
        ) : null}
      </h3>
    </EuiTitle>
  );

  const description = (
    <>
      <EuiText size="s">
        <p>{setting.description}</p>
      </EuiText>
      <EuiText size="xs" color="subdued">
        <EuiCode>{key}</EuiCode>
        {changed ? <span>{i18n.translate(messages.fieldDefaultValue, { value: defaultText(setting) })}</span> : null}
      </EuiText>
      {setting.isOverridden ? (
        <>
          <EuiSpacer size="xs" />
          <EuiText size="xs" color="warning" data-test-subj={`advancedSetting-overridden-${key}`}>
            <p>{i18n.translate(messages.fieldOverriddenNotice)}</p>
          </EuiText>
        </>
      ) : null}
    </>
  );

  // Offered while the saved or edited value differs from the default, for anyone who may edit.
  const canReset = !locked && (changed || isUnsaved) && !isReset;
  return (
    <EuiDescribedFormGroup fullWidth title={title} description={description} data-test-subj={`advancedSetting-${key}`}>
      <EuiFormRow
        fullWidth
        isInvalid={Boolean(error)}
        error={error}
        labelAppend={
          canReset ? (
            <EuiLink onClick={onReset} data-test-subj={`advancedSetting-resetField-${key}`}>
              {i18n.translate(messages.fieldResetToDefaultLink)}
            </EuiLink>
          ) : undefined
        }
      >
        {editor}
      </EuiFormRow>
    </EuiDescribedFormGroup>
  );
};
