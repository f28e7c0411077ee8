/**
 * What an import would change, per resource: an accordion each, with a table of the entries
 * added, changed (field by field), removed, and kept as they are (reserved and built-in entries).
 */
import React from 'react';
import {
  EuiAccordion,
  EuiBadge,
  EuiBasicTable,
  EuiCode,
  EuiSpacer,
  EuiText,
  type EuiBasicTableColumn,
} from '@elastic/eui';
import type {
  FieldChange,
  ImportResponse,
  ResourceDiff,
  TransferResource,
} from '../../../../../common/config_transfer';

export const RESOURCE_LABELS: Record<TransferResource, string> = {
  internalusers: 'Internal users',
  roles: 'Roles',
  rolesmapping: 'Role mappings',
  actiongroups: 'Action groups',
  tenants: 'Tenants',
  nodesdn: 'Nodes DN',
  config: 'Security configuration',
  audit: 'Audit configuration',
  allowlist: 'Allowlist',
};

type ChangeKind = 'added' | 'changed' | 'removed' | 'kept';

interface Row {
  id: string;
  kind: ChangeKind;
  name: string;
  fields?: FieldChange[];
  note?: string;
}

const BADGE: Record<ChangeKind, { label: string; color: string }> = {
  added: { label: 'Added', color: 'success' },
  changed: { label: 'Changed', color: 'primary' },
  removed: { label: 'Removed', color: 'danger' },
  kept: { label: 'Kept', color: 'hollow' },
};

function valueText(value: unknown): string {
  if (value === undefined) return '';
  if (Array.isArray(value) && value.every((v) => typeof v === 'string'))
    return value.length ? value.join(', ') : '(none)';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** One field's change as a line: `field: before → after`; a secret says only that it changed. */
export function fieldLine(change: FieldChange): string {
  if (change.secret) return `${change.field}: ${change.change} (not shown)`;
  if (change.change === 'added') return `${change.field}: added ${valueText(change.after)}`;
  if (change.change === 'removed') return `${change.field}: removed (was ${valueText(change.before)})`;
  return `${change.field}: ${valueText(change.before)} → ${valueText(change.after)}`;
}

function rowsOf(diff: ResourceDiff): Row[] {
  const entries = (kind: 'added' | 'changed' | 'removed') =>
    diff[kind].map((e) => ({ id: `${kind}:${e.name}`, kind, name: e.name, fields: e.fields }));
  return [
    ...entries('added'),
    ...entries('changed'),
    ...entries('removed'),
    ...diff.kept.map((e) => ({ id: `kept:${e.name}`, kind: 'kept' as const, name: e.name, note: e.message })),
  ];
}

export function countsText(diff: Pick<ResourceDiff, 'added' | 'changed' | 'removed' | 'kept'>): string {
  const parts = (['added', 'changed', 'removed', 'kept'] as const)
    .filter((k) => diff[k].length)
    .map((k) => `${diff[k].length} ${k}`);
  return parts.length ? parts.join(', ') : 'no changes';
}

const columns: Array<EuiBasicTableColumn<Row>> = [
  {
    field: 'kind',
    name: 'Change',
    width: '8.5em',
    render: (kind: ChangeKind) => <EuiBadge color={BADGE[kind].color}>{BADGE[kind].label}</EuiBadge>,
  },
  { field: 'name', name: 'Name', width: '14em', render: (name: string) => <strong>{name}</strong> },
  {
    name: 'Details',
    render: (row: Row) => {
      if (row.note) return <EuiText size="s">{row.note}</EuiText>;
      if (!row.fields?.length)
        return (
          <EuiText size="s" color="subdued">
            {row.kind === 'added' ? 'New entry' : 'Whole entry'}
          </EuiText>
        );
      return (
        <EuiText size="s">
          <ul>
            {row.fields.map((f) => (
              <li key={`${f.field}:${f.change}`}>
                <EuiCode transparentBackground>{fieldLine(f)}</EuiCode>
              </li>
            ))}
          </ul>
        </EuiText>
      );
    },
  },
];

export const ImportDiff: React.FC<{ result: ImportResponse }> = ({ result }) => (
  <div data-test-subj="importDiff">
    {result.resources.map((diff) => {
      const rows = rowsOf(diff);
      return (
        <React.Fragment key={diff.resource}>
          <EuiAccordion
            id={`importDiff-${diff.resource}`}
            data-test-subj={`importDiff-${diff.resource}`}
            buttonContent={
              <span>
                <strong>{RESOURCE_LABELS[diff.resource]}</strong> ({diff.file}): {countsText(diff)}
              </span>
            }
            initialIsOpen={rows.length > 0}
            paddingSize="s"
          >
            {rows.length ? (
              <EuiBasicTable<Row>
                items={rows}
                itemId="id"
                columns={columns}
                tableCaption={`Changes to ${RESOURCE_LABELS[diff.resource].toLowerCase()}`}
              />
            ) : (
              <EuiText size="s" color="subdued">
                <p>The file matches the current configuration.</p>
              </EuiText>
            )}
          </EuiAccordion>
          <EuiSpacer size="s" />
        </React.Fragment>
      );
    })}
  </div>
);
