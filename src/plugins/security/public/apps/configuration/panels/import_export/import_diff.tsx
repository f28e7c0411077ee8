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
import { FormattedMessage, i18n } from '../../../../../../../core/public';

export function resourceLabel(resource: TransferResource): string {
  switch (resource) {
    case 'internalusers':
      return i18n.translate('security.importExport.resource.internalusers', { defaultMessage: 'Internal users' });
    case 'roles':
      return i18n.translate('security.importExport.resource.roles', { defaultMessage: 'Roles' });
    case 'rolesmapping':
      return i18n.translate('security.importExport.resource.rolesmapping', { defaultMessage: 'Role mappings' });
    case 'actiongroups':
      return i18n.translate('security.importExport.resource.actiongroups', { defaultMessage: 'Action groups' });
    case 'tenants':
      return i18n.translate('security.importExport.resource.tenants', { defaultMessage: 'Tenants' });
    case 'nodesdn':
      return i18n.translate('security.importExport.resource.nodesdn', { defaultMessage: 'Nodes DN' });
    case 'config':
      return i18n.translate('security.importExport.resource.config', { defaultMessage: 'Security configuration' });
    case 'audit':
      return i18n.translate('security.importExport.resource.audit', { defaultMessage: 'Audit configuration' });
    case 'allowlist':
      return i18n.translate('security.importExport.resource.allowlist', { defaultMessage: 'Allowlist' });
  }
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

function badgeLabel(kind: ChangeKind): string {
  switch (kind) {
    case 'added':
      return i18n.translate('security.importExport.diff.addedBadge', { defaultMessage: 'Added' });
    case 'changed':
      return i18n.translate('security.importExport.diff.changedBadge', { defaultMessage: 'Changed' });
    case 'removed':
      return i18n.translate('security.importExport.diff.removedBadge', { defaultMessage: 'Removed' });
    case 'kept':
      return i18n.translate('security.importExport.diff.keptBadge', { defaultMessage: 'Kept' });
  }
}

function valueText(value: unknown): string {
  if (value === undefined) return '';
  if (Array.isArray(value) && value.every((v) => typeof v === 'string'))
    return value.length
      ? value.join(', ')
      : i18n.translate('security.importExport.diff.none', { defaultMessage: '(none)' });
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** One field's change as a line: `field: before → after`; a secret says only that it changed. */
export function fieldLine(change: FieldChange): string {
  const { field } = change;
  if (change.secret)
    return i18n.translate('security.importExport.diff.secretField', {
      defaultMessage:
        '{field}: {change, select, added {added} removed {removed} changed {changed} other {{change}}} (not shown)',
      values: { field, change: change.change },
    });
  if (change.change === 'added')
    return i18n.translate('security.importExport.diff.addedField', {
      defaultMessage: '{field}: added {after}',
      values: { field, after: valueText(change.after) },
    });
  if (change.change === 'removed')
    return i18n.translate('security.importExport.diff.removedField', {
      defaultMessage: '{field}: removed (was {before})',
      values: { field, before: valueText(change.before) },
    });
  return i18n.translate('security.importExport.diff.changedField', {
    defaultMessage: '{field}: {before} → {after}',
    values: { field, before: valueText(change.before), after: valueText(change.after) },
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
      return i18n.translate('security.importExport.diff.addedCount', {
        defaultMessage: '{count} added',
        values: { count },
      });
    case 'changed':
      return i18n.translate('security.importExport.diff.changedCount', {
        defaultMessage: '{count} changed',
        values: { count },
      });
    case 'removed':
      return i18n.translate('security.importExport.diff.removedCount', {
        defaultMessage: '{count} removed',
        values: { count },
      });
    case 'kept':
      return i18n.translate('security.importExport.diff.keptCount', {
        defaultMessage: '{count} kept',
        values: { count },
      });
  }
}

export function countsText(diff: Pick<ResourceDiff, 'added' | 'changed' | 'removed' | 'kept'>): string {
  const parts = (['added', 'changed', 'removed', 'kept'] as const)
    .filter((k) => diff[k].length)
    .map((k) => countText(k, diff[k].length));
  return parts.length
    ? parts.join(', ')
    : i18n.translate('security.importExport.diff.noChanges', { defaultMessage: 'no changes' });
}

const columns = (): Array<EuiBasicTableColumn<Row>> => [
  {
    field: 'kind',
    name: i18n.translate('security.importExport.diff.changeColumn', { defaultMessage: 'Change' }),
    width: '8.5em',
    render: (kind: ChangeKind) => <EuiBadge color={BADGE_COLOR[kind]}>{badgeLabel(kind)}</EuiBadge>,
  },
  {
    field: 'name',
    name: i18n.translate('security.importExport.diff.nameColumn', { defaultMessage: 'Name' }),
    width: '14em',
    render: (name: string) => <strong>{name}</strong>,
  },
  {
    name: i18n.translate('security.importExport.diff.detailsColumn', { defaultMessage: 'Details' }),
    render: (row: Row) => {
      if (row.note) return <EuiText size="s">{row.note}</EuiText>;
      if (!row.fields?.length)
        return (
          <EuiText size="s" color="subdued">
            {row.kind === 'added'
              ? i18n.translate('security.importExport.diff.newEntry', { defaultMessage: 'New entry' })
              : i18n.translate('security.importExport.diff.wholeEntry', { defaultMessage: 'Whole entry' })}
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
                  id="security.importExport.diff.resourceHeading"
                  defaultMessage="{resource} ({file}): {counts}"
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
                tableCaption={i18n.translate('security.importExport.diff.caption', {
                  defaultMessage:
                    'Changes to {resource, select, internalusers {internal users} roles {roles} rolesmapping {role mappings} actiongroups {action groups} tenants {tenants} nodesdn {nodes dn} config {security configuration} audit {audit configuration} allowlist {allowlist} other {{resource}}}',
                  values: { resource: diff.resource },
                })}
              />
            ) : (
              <EuiText size="s" color="subdued">
                <p>
                  {i18n.translate('security.importExport.diff.unchanged', {
                    defaultMessage: 'The file matches the current configuration.',
                  })}
                </p>
              </EuiText>
            )}
          </EuiAccordion>
          <EuiSpacer size="s" />
        </React.Fragment>
      );
    })}
  </div>
);
