/**
 * The History page's filters (resource kind and name, user, time range) and the query they make.
 * Text fields apply on Enter or on leaving them, so typing does not ask the server per key.
 */
import React, { useState } from 'react';
import { EuiFieldText, EuiFlexGroup, EuiFlexItem, EuiForm, EuiFormRow, EuiSelect } from '@elastic/eui';
import { HISTORY_RESOURCE_KINDS, type HistoryResourceKind } from '../../../../../common/history';
import type { HistoryQuery } from './history_api';
import { i18n } from '../../../../../../../core/public';
import { KIND_LABELS } from './history_labels';
import messages from './messages.json';

export interface HistoryFilters {
  kind: HistoryResourceKind | '';
  name: string;
  user: string;
  /** `datetime-local` values in the browser's time zone; '' = open. */
  from: string;
  to: string;
}

export const NO_HISTORY_FILTERS: HistoryFilters = { kind: '', name: '', user: '', from: '', to: '' };

const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

export type HistoryFilterErrors = Partial<Record<'from' | 'to', string>>;

/** The query of the filters, or the errors that keep them from making one. */
export function toHistoryQuery(filters: HistoryFilters): {
  query?: Omit<HistoryQuery, 'page' | 'perPage'>;
  errors: HistoryFilterErrors;
} {
  const query: Omit<HistoryQuery, 'page' | 'perPage'> = {};
  const errors: HistoryFilterErrors = {};
  if (filters.kind) query.kind = filters.kind;
  if (filters.name.trim()) query.name = filters.name.trim();
  if (filters.user.trim()) query.user = filters.user.trim();
  for (const field of ['from', 'to'] as const) {
    const value = filters[field];
    if (!value) continue;
    const ms = LOCAL_TIME.test(value) ? new Date(value).getTime() : Number.NaN;
    if (Number.isNaN(ms))
      errors[field] =
        field === 'from' ? i18n.translate(messages.filtersInvalidStart) : i18n.translate(messages.filtersInvalidEnd);
    // The end includes the whole minute (or second) shown.
    else query[field] = field === 'to' ? ms + (value.length <= 16 ? 59_999 : 999) : ms;
  }
  if (query.from !== undefined && query.to !== undefined && query.from > query.to)
    errors.from = i18n.translate(messages.filtersStartAfterEnd);
  return Object.keys(errors).length ? { errors } : { query, errors };
}

const kindOptions = () => [
  { value: '', text: i18n.translate(messages.filtersAllResources) },
  ...HISTORY_RESOURCE_KINDS.map((kind) => ({ value: kind, text: KIND_LABELS[kind] })),
];

interface Props {
  filters: HistoryFilters;
  errors: HistoryFilterErrors;
  onChange(filters: HistoryFilters): void;
}

/** The filters typed in, applied on Enter or on leaving the field. */
const textFilters = (): ReadonlyArray<{
  field: 'name' | 'user';
  label: string;
  helpText: string;
  testSubj: string;
}> => [
  {
    field: 'name',
    label: i18n.translate(messages.filtersNameLabel),
    helpText: i18n.translate(messages.filtersNameHelp),
    testSubj: 'historyName',
  },
  {
    field: 'user',
    label: i18n.translate(messages.filtersUserLabel),
    helpText: i18n.translate(messages.filtersUserHelp),
    testSubj: 'historyUser',
  },
];

const TextFilter: React.FC<{
  label: string;
  helpText: string;
  value: string;
  onApply(value: string): void;
  testSubj: string;
}> = ({ label, helpText, value, onApply, testSubj }) => {
  const [text, setText] = useState(value);
  const apply = () => {
    if (text !== value) onApply(text);
  };
  return (
    <EuiFormRow label={label} helpText={helpText}>
      <EuiFieldText
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            apply();
          }
        }}
        onBlur={apply}
        data-test-subj={testSubj}
      />
    </EuiFormRow>
  );
};

export const HistoryFilterBar: React.FC<Props> = ({ filters, errors, onChange }) => (
  <EuiForm>
    <EuiFlexGroup alignItems="flexStart" wrap gutterSize="m">
      <EuiFlexItem grow={false} style={{ minWidth: 200 }}>
        <EuiFormRow label={i18n.translate(messages.filtersKindLabel)}>
          <EuiSelect
            options={kindOptions()}
            value={filters.kind}
            onChange={(e) => onChange({ ...filters, kind: e.target.value as HistoryResourceKind | '' })}
            data-test-subj="historyKind"
          />
        </EuiFormRow>
      </EuiFlexItem>
      {textFilters().map(({ field, label, helpText, testSubj }) => (
        <EuiFlexItem grow={false} key={field}>
          <TextFilter
            label={label}
            helpText={helpText}
            value={filters[field]}
            onApply={(value) => onChange({ ...filters, [field]: value })}
            testSubj={testSubj}
          />
        </EuiFlexItem>
      ))}
      {(['from', 'to'] as const).map((field) => (
        <EuiFlexItem grow={false} key={field}>
          <EuiFormRow
            label={
              field === 'from' ? i18n.translate(messages.filtersFromLabel) : i18n.translate(messages.filtersToLabel)
            }
            isInvalid={!!errors[field]}
            error={errors[field]}
          >
            <EuiFieldText
              type="datetime-local"
              value={filters[field]}
              isInvalid={!!errors[field]}
              onChange={(e) => onChange({ ...filters, [field]: e.target.value })}
              data-test-subj={`history${field === 'from' ? 'From' : 'To'}`}
            />
          </EuiFormRow>
        </EuiFlexItem>
      ))}
    </EuiFlexGroup>
  </EuiForm>
);
