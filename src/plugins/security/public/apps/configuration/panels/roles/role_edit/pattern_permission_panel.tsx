/** The role editor's tenant and application permissions: one panel of pattern-and-permission rows for both. */
import React from 'react';
import { EuiButtonIcon, EuiFlexGroup, EuiFlexItem, EuiFormRow, EuiSelect } from '@elastic/eui';
import type { ComboOptions, PickerSearch } from './permission_options';
import { RepeatablePanel } from './repeatable_panel';
import { StringComboBox } from './string_combo_box';
import { i18n } from '../../../../../../../../core/public';
import messages from './messages.json';

/** What a row grants (a tenant, an application): the panel's texts and test ids are named after it. */
export interface PermissionNoun {
  /** 'Tenant': the first row's label. */
  label: string;
  /** 'Tenant permissions': the panel's title. */
  title: string;
  /** The test ids' stem: `tenant` gives `tenantPermissionRow`, `removeTenantPermission`… */
  testSubj: string;
  /** Each a whole message for row `row` (1-based): 'Tenant patterns, row 2'. */
  patternsAriaLabel(row: number): string;
  typeAriaLabel(row: number): string;
  removeAriaLabel(row: number): string;
  placeholder: string;
}

interface Entry<Type extends string> {
  key: number;
  patterns: string[];
  type: Type;
}

export interface PatternPermissionPanelProps<Type extends string, E extends Entry<Type>> {
  noun: PermissionNoun;
  description: string;
  permissions: E[];
  onChange(permissions: E[]): void;
  /** The add button: its label, the row it adds, its test id. */
  add: { label: string; empty(): E; testSubj: string };
  /** The permission choices, given the row's current one (a stored one the choices lack shows as it is). */
  typeOptions(current: Type): Array<{ value: string; text: string }>;
  /** The patterns' suggestions, searched on the server when `onSearchChange` is given. */
  combo: { options: ComboOptions; isLoading?: boolean } & Partial<PickerSearch>;
  errors: Record<number, { patterns?: string }>;
  showErrors: boolean;
}

export function PatternPermissionPanel<Type extends string, E extends Entry<Type>>({
  noun,
  description,
  permissions,
  onChange,
  add,
  typeOptions,
  combo,
  errors,
  showErrors,
}: PatternPermissionPanelProps<Type, E>): React.ReactElement {
  const stem = noun.testSubj.charAt(0).toUpperCase() + noun.testSubj.slice(1);
  return (
    <RepeatablePanel
      title={noun.title}
      description={description}
      entries={permissions}
      onChange={onChange}
      renderEntry={(permission, index, { update, remove }) => {
        const error = showErrors ? errors[permission.key]?.patterns : undefined;
        const row = index + 1;
        return (
          <EuiFlexGroup key={permission.key} alignItems="flexStart" data-test-subj={`${noun.testSubj}PermissionRow`}>
            <EuiFlexItem>
              <EuiFormRow label={index === 0 ? noun.label : undefined} fullWidth isInvalid={!!error} error={error}>
                <StringComboBox
                  aria-label={noun.patternsAriaLabel(row)}
                  placeholder={noun.placeholder}
                  values={permission.patterns}
                  onChange={(patterns) => update({ patterns } as Partial<E>)}
                  {...combo}
                  isInvalid={!!error}
                  data-test-subj={`${noun.testSubj}PatternsInput`}
                />
              </EuiFormRow>
            </EuiFlexItem>
            <EuiFlexItem grow={false} style={{ minWidth: 180 }}>
              <EuiFormRow label={index === 0 ? i18n.translate(messages.permissionLabel) : undefined}>
                <EuiSelect
                  aria-label={noun.typeAriaLabel(row)}
                  options={typeOptions(permission.type)}
                  value={permission.type}
                  onChange={(event) => update({ type: event.target.value as Type } as Partial<E>)}
                  data-test-subj={`${noun.testSubj}PermissionTypeSelect`}
                />
              </EuiFormRow>
            </EuiFlexItem>
            <EuiFlexItem grow={false}>
              <EuiFormRow label={index === 0 ? '\u00a0' : undefined}>
                <EuiButtonIcon
                  iconType="trash"
                  color="danger"
                  aria-label={noun.removeAriaLabel(row)}
                  onClick={remove}
                  data-test-subj={`remove${stem}Permission`}
                />
              </EuiFormRow>
            </EuiFlexItem>
          </EuiFlexGroup>
        );
      }}
      add={add}
      data-test-subj={`${noun.testSubj}PermissionSection`}
    />
  );
}
