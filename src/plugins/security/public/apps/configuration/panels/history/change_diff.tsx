/**
 * One resource's change, side by side: the resource before and after, and the fields that changed
 * (from the version's JSON Patch). A password is never shown, only that it "changed".
 */
import React from 'react';
import {
  EuiBasicTable,
  EuiCodeBlock,
  EuiFlexGroup,
  EuiFlexItem,
  EuiSpacer,
  EuiText,
  EuiTitle,
  type EuiBasicTableColumn,
} from '@elastic/eui';
import type { HistoryChange } from '../../../../../common/history';
import { EMPTY_DISPLAY } from '../../utils/display';
import { i18n } from '../../../../../../../core/public';
import messages from './messages.json';

export interface FieldRow {
  field: string;
  before: string;
  after: string;
}

const show = (value: unknown) => (value === undefined ? EMPTY_DISPLAY : JSON.stringify(value));

/** The value at a JSON Pointer (RFC 6901), undefined where there is none. */
function at(document: unknown, pointer: string): unknown {
  if (pointer === '') return document;
  let value: unknown = document;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** The changed fields, as "path: before → after" rows (the password as "changed"). */
export function fieldRows(change: HistoryChange): FieldRow[] {
  const rows: FieldRow[] = change.diff.map((op) => ({
    field: op.path === '' ? i18n.translate(messages.diffWholeEntry) : op.path.slice(1).replace(/\//g, '.'),
    before: show(op.op === 'add' && op.path === '' ? undefined : at(change.before, op.path)),
    after: op.op === 'remove' ? EMPTY_DISPLAY : show(op.value),
  }));
  // 'password' is the field's name (data); the value says it changed, in the reader's words.
  if (change.password_changed) rows.push({ field: 'password', before: EMPTY_DISPLAY, after: passwordChangedText() });
  return rows;
}

/** The server's word for a changed password (PASSWORD_CHANGED_TEXT), as the UI writes it. */
const passwordChangedText = () => i18n.translate(messages.diffPasswordChanged);
const beforeText = () => i18n.translate(messages.diffBefore);
const afterText = () => i18n.translate(messages.diffAfter);

const columns = (): Array<EuiBasicTableColumn<FieldRow>> => [
  { field: 'field', name: i18n.translate(messages.diffField), width: '30%' },
  { field: 'before', name: beforeText(), render: (text: string) => <code>{text}</code> },
  { field: 'after', name: afterText(), render: (text: string) => <code>{text}</code> },
];

const Side: React.FC<{ title: string; value: Record<string, unknown> | null; testSubj: string }> = ({
  title,
  value,
  testSubj,
}) => (
  <EuiFlexItem style={{ minWidth: 0 }}>
    <EuiTitle size="xxs">
      <h4>{title}</h4>
    </EuiTitle>
    <EuiSpacer size="xs" />
    {value === null ? (
      <EuiText size="s" color="subdued" data-test-subj={testSubj}>
        <p>{i18n.translate(messages.diffDidNotExist)}</p>
      </EuiText>
    ) : (
      <EuiCodeBlock language="json" fontSize="s" paddingSize="s" overflowHeight={320} data-test-subj={testSubj}>
        {JSON.stringify(value, null, 2)}
      </EuiCodeBlock>
    )}
  </EuiFlexItem>
);

export const ChangeDiff: React.FC<{ change: HistoryChange }> = ({ change }) => {
  const rows = fieldRows(change);
  const partial = change.action === 'update';
  return (
    <div data-test-subj="historyChangeDiff">
      {partial && (
        <>
          <EuiBasicTable<FieldRow>
            tableCaption={i18n.translate(messages.diffCaption, { kind: change.kind, name: change.name })}
            items={rows}
            columns={columns()}
            data-test-subj="historyFieldDiff"
          />
          <EuiSpacer size="m" />
        </>
      )}
      <EuiFlexGroup gutterSize="m" responsive={false}>
        <Side title={beforeText()} value={change.before} testSubj="historyBefore" />
        <Side title={afterText()} value={change.after} testSubj="historyAfter" />
      </EuiFlexGroup>
      {change.password_changed && !partial && (
        <EuiText size="s">
          <p>{i18n.translate(messages.diffPassword, { changed: passwordChangedText() })}</p>
        </EuiText>
      )}
    </div>
  );
};
