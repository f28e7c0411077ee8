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
import { FormattedMessage, i18n, translatedLabels } from '../../../../../../../core/public';
import messages from './messages.json';

const RESOURCE_LABELS = translatedLabels<TransferResource>({
  internalusers: messages.resourceInternalusers,
  roles: messages.resourceRoles,
  rolesmapping: messages.resourceRolesmapping,
  actiongroups: messages.resourceActiongroups,
  tenants: messages.resourceTenants,
  nodesdn: messages.resourceNodesdn,
  config: messages.resourceConfig,
  audit: messages.resourceAudit,
  allowlist: messages.resourceAllowlist,
});

export function resourceLabel(resource: TransferResource): string {
  return RESOURCE_LABELS[resource];
}

type ChangeKind = 'added' | 'changed' | 'removed' | 'kept';

interface Row {
  id: string;
  kind: ChangeKind;
  name: string;
  fields?: FieldChange[];
  note?: string;
}

const BADGE_COLOR: Record<ChangeKind, string> = {
  added: 'success',
  changed: 'primary',
  removed: 'danger',
  kept: 'hollow',
};

const BADGE_LABELS = translatedLabels<ChangeKind>({
  added: messages.diffAddedBadge,
  changed: messages.diffChangedBadge,
  removed: messages.diffRemovedBadge,
  kept: messages.diffKeptBadge,
});

function valueText(value: unknown): string {
  if (value === undefined) return '';
  if (Array.isArray(value) && value.every((v) => typeof v === 'string'))
    return value.length ? value.join(', ') : i18n.translate(messages.diffNone);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** One field's change as a line: `field: before → after`; a secret says only that it changed. */
export function fieldLine(change: FieldChange): string {
  const { field } = change;
  if (change.secret) return i18n.translate(messages.diffSecretField, { field, change: change.change });
  if (change.change === 'added')
    return i18n.translate(messages.diffAddedField, { field, after: valueText(change.after) });
  if (change.change === 'removed')
    return i18n.translate(messages.diffRemovedField, { field, before: valueText(change.before) });
  return i18n.translate(messages.diffChangedField, {
    field,
    before: valueText(change.before),
    after: valueText(change.after),
  });
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

function countText(kind: ChangeKind, count: number): string {
  switch (kind) {
    case 'added':
      return i18n.translate(messages.diffAddedCount, { count });
    case 'changed':
      return i18n.translate(messages.diffChangedCount, { count });
    case 'removed':
      return i18n.translate(messages.diffRemovedCount, { count });
    case 'kept':
      return i18n.translate(messages.diffKeptCount, { count });
  }
}

export function countsText(diff: Pick<ResourceDiff, 'added' | 'changed' | 'removed' | 'kept'>): string {
  const parts = (['added', 'changed', 'removed', 'kept'] as const)
    .filter((k) => diff[k].length)
    .map((k) => countText(k, diff[k].length));
  return parts.length ? parts.join(', ') : i18n.translate(messages.diffNoChanges);
}

const columns = (): Array<EuiBasicTableColumn<Row>> => [
  {
    field: 'kind',
    name: i18n.translate(messages.diffChangeColumn),
    width: '8.5em',
    render: (kind: ChangeKind) => <EuiBadge color={BADGE_COLOR[kind]}>{BADGE_LABELS[kind]}</EuiBadge>,
  },
  {
    field: 'name',
    name: i18n.translate(messages.diffNameColumn),
    width: '14em',
    render: (name: string) => <strong>{name}</strong>,
  },
  {
    name: i18n.translate(messages.diffDetailsColumn),
    render: (row: Row) => {
      if (row.note) return <EuiText size="s">{row.note}</EuiText>;
      if (!row.fields?.length)
        return (
          <EuiText size="s" color="subdued">
            {row.kind === 'added' ? i18n.translate(messages.diffNewEntry) : i18n.translate(messages.diffWholeEntry)}
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
                <FormattedMessage
                  {...messages.diffResourceHeading}
                  values={{
                    resource: <strong>{resourceLabel(diff.resource)}</strong>,
                    file: diff.file,
                    counts: countsText(diff),
                  }}
                />
              </span>
            }
            initialIsOpen={rows.length > 0}
            paddingSize="s"
          >
            {rows.length ? (
              <EuiBasicTable<Row>
                items={rows}
                itemId="id"
                columns={columns()}
                tableCaption={i18n.translate(messages.diffCaption, { resource: diff.resource })}
              />
            ) : (
              <EuiText size="s" color="subdued">
                <p>{i18n.translate(messages.diffUnchanged)}</p>
              </EuiText>
            )}
          </EuiAccordion>
          <EuiSpacer size="s" />
        </React.Fragment>
      );
    })}
  </div>
);
