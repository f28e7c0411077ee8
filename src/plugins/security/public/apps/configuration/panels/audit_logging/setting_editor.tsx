/** The editor of one audit setting, by its kind: switch, category picker, free list or watched-fields JSON. */
import React, { useId, useState } from 'react';
import { EuiComboBox, EuiFormRow, EuiSwitch, EuiTextArea } from '@elastic/eui';
import type { PublicSecurityConfig } from '../../../../../common/config';
import { i18n } from '../../../../../../../core/public';
import {
  watchedFieldsInvalid,
  categoryOptions,
  formatWatchedFields,
  parseWatchedFields,
  type AuditSetting,
  type WatchedFields,
} from './audit_settings';
import messages from './messages.json';

export const settingTestSubj = (path: string) => `auditSetting-${path}`;

interface Props {
  setting: AuditSetting;
  value: unknown;
  disabled: boolean;
  config: PublicSecurityConfig;
  onChange(value: unknown): void;
  /** Watched fields only: whether the text is a valid map right now (Save waits for it). */
  onValidityChange?(valid: boolean): void;
}

const asStrings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

export const SettingEditor: React.FC<Props> = (props) => {
  const { setting, value, disabled, config, onChange } = props;
  const testSubj = settingTestSubj(setting.path);
  // The switch is named by its label's id; React's id keeps it unique on a page of many switches.
  const labelId = useId();
  switch (setting.kind) {
    case 'bool':
      return (
        <EuiFormRow helpText={setting.description} fullWidth>
          <EuiSwitch
            label={setting.title}
            labelProps={{ id: labelId }}
            checked={value === true}
            disabled={disabled}
            onChange={(e) => onChange(e.target.checked)}
            data-test-subj={testSubj}
          />
        </EuiFormRow>
      );
    case 'restCategories':
    case 'transportCategories': {
      const options = categoryOptions(setting.kind, config).map((label) => ({ label }));
      return (
        <EuiFormRow label={setting.title} helpText={setting.description} fullWidth>
          {/* Only the offered categories can be added; ones already stored stay visible so a save keeps them. */}
          <EuiComboBox
            fullWidth
            aria-label={setting.title}
            options={options}
            selectedOptions={asStrings(value).map((label) => ({ label }))}
            onChange={(selected) => onChange(selected.map((option) => option.label))}
            isDisabled={disabled}
            data-test-subj={testSubj}
          />
        </EuiFormRow>
      );
    }
    case 'list':
      return (
        <EuiFormRow
          label={setting.title}
          helpText={i18n.translate(messages.editorListHelp, { description: setting.description })}
          fullWidth
        >
          <EuiComboBox
            fullWidth
            noSuggestions
            aria-label={setting.title}
            selectedOptions={asStrings(value).map((label) => ({ label }))}
            onChange={(selected) => onChange(selected.map((option) => option.label))}
            onCreateOption={(typed) => {
              const entry = typed.trim();
              const current = asStrings(value);
              if (entry && !current.includes(entry)) onChange([...current, entry]);
            }}
            isDisabled={disabled}
            data-test-subj={testSubj}
          />
        </EuiFormRow>
      );
    case 'watchedFields':
      return <WatchedFieldsEditor {...props} />;
  }
};

const SAMPLE = '{\n  "index-pattern-*": ["field-pattern-*", "field"]\n}';

/** The map is edited as text; the last valid map is what the form holds while the text is invalid. */
const WatchedFieldsEditor: React.FC<Omit<Props, 'config'>> = ({
  setting,
  value,
  disabled,
  onChange,
  onValidityChange,
}) => {
  const [text, setText] = useState(() => formatWatchedFields(value));
  const [invalid, setInvalid] = useState(false);
  const onText = (next: string) => {
    setText(next);
    const parsed: WatchedFields | undefined = parseWatchedFields(next);
    setInvalid(parsed === undefined);
    onValidityChange?.(parsed !== undefined);
    if (parsed !== undefined) onChange(parsed);
  };
  return (
    <EuiFormRow
      label={setting.title}
      helpText={i18n.translate(messages.editorWatchedFieldsHelp, {
        description: setting.description,
        sample: SAMPLE.replace(/\s+/g, ' '),
      })}
      isInvalid={invalid}
      error={invalid ? watchedFieldsInvalid() : undefined}
      fullWidth
    >
      <EuiTextArea
        fullWidth
        rows={8}
        value={text}
        disabled={disabled}
        isInvalid={invalid}
        spellCheck={false}
        placeholder={SAMPLE}
        onChange={(e) => onText(e.target.value)}
        // JSON reads best in a fixed-width font; there is no code editor in this app.
        style={{ fontFamily: 'monospace' }}
        data-test-subj={settingTestSubj(setting.path)}
      />
    </EuiFormRow>
  );
};
