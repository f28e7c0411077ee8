import React from 'react';
import { EuiButton, EuiButtonIcon, EuiFlexGroup, EuiFlexItem, EuiFormRow } from '@elastic/eui';
import { LimitedTextRow } from '../../../../limited_text_field';
import { i18n } from '../../../../../../../../core/public';
import messages from './messages.json';

export interface AttributeRow {
  /** Stable React key: keys and values are both edited, so neither can be the key. */
  id: number;
  key: string;
  value: string;
}

/** Per row: the problem with its key, if any. */
export function attributeProblems(rows: AttributeRow[]): Record<number, string> {
  const problems: Record<number, string> = {};
  const seen = new Set<string>();
  for (const row of rows) {
    const key = row.key.trim();
    if (key === '') {
      // A fully empty row is just an unused line: it is dropped on save, not an error.
      if (row.value.trim() !== '') problems[row.id] = i18n.translate(messages.attributesKeyRequired);
    } else if (seen.has(key)) {
      problems[row.id] = i18n.translate(messages.attributesKeyDuplicate);
    } else {
      seen.add(key);
    }
  }
  return problems;
}

export function rowsToAttributes(rows: AttributeRow[]): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const row of rows) if (row.key.trim() !== '') attributes[row.key.trim()] = row.value;
  return attributes;
}

let nextId = 1;
export function newRow(key = '', value = ''): AttributeRow {
  return { id: nextId++, key, value };
}
export function attributesToRows(attributes: Record<string, string> | undefined): AttributeRow[] {
  return Object.entries(attributes ?? {}).map(([key, value]) => newRow(key, String(value)));
}

export interface AttributeRowsProps {
  rows: AttributeRow[];
  onChange(rows: AttributeRow[]): void;
  showErrors: boolean;
}

export const AttributeRows: React.FC<AttributeRowsProps> = ({ rows, onChange, showErrors }) => {
  const problems = showErrors ? attributeProblems(rows) : {};
  const update = (id: number, change: Partial<AttributeRow>) =>
    onChange(rows.map((row) => (row.id === id ? { ...row, ...change } : row)));
  return (
    <div data-test-subj="attributeRows">
      {rows.map((row, index) => (
        <EuiFlexGroup key={row.id} alignItems="flexStart" gutterSize="s" data-test-subj="attributeRow">
          <EuiFlexItem>
            <LimitedTextRow
              label={index === 0 ? i18n.translate(messages.attributesKeyLabel) : undefined}
              value={row.key}
              aria-label={i18n.translate(messages.attributesKeyAriaLabel, { number: index + 1 })}
              error={problems[row.id]}
              onChange={(key) => update(row.id, { key })}
              data-test-subj="attributeKey"
            />
          </EuiFlexItem>
          <EuiFlexItem>
            <LimitedTextRow
              label={index === 0 ? i18n.translate(messages.attributesValueLabel) : undefined}
              value={row.value}
              aria-label={i18n.translate(messages.attributesValueAriaLabel, { number: index + 1 })}
              onChange={(value) => update(row.id, { value })}
              data-test-subj="attributeValue"
            />
          </EuiFlexItem>
          <EuiFlexItem grow={false}>
            <EuiFormRow hasEmptyLabelSpace={index === 0}>
              <EuiButtonIcon
                iconType="trash"
                color="danger"
                aria-label={i18n.translate(messages.attributesRemoveAriaLabel, { number: index + 1 })}
                onClick={() => onChange(rows.filter((r) => r.id !== row.id))}
                data-test-subj="removeAttribute"
              />
            </EuiFormRow>
          </EuiFlexItem>
        </EuiFlexGroup>
      ))}
      <EuiButton
        size="s"
        iconType="plusCircle"
        onClick={() => onChange([...rows, newRow()])}
        data-test-subj="addAttribute"
      >
        {rows.length ? i18n.translate(messages.attributesAddAnother) : i18n.translate(messages.attributesAdd)}
      </EuiButton>
    </div>
  );
};
