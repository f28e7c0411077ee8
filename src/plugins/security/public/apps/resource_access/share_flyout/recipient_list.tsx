/**
 * Who the object is shared with, grouped by level (strongest first): each recipient's kind and
 * name, a note on a name that is not known here, and (for whoever may share) a level select and
 * a remove button.
 */
import React from 'react';
import {
  EuiBadge,
  EuiButtonIcon,
  EuiFlexGroup,
  EuiFlexItem,
  EuiSelect,
  EuiSpacer,
  EuiText,
  EuiTitle,
} from '@elastic/eui';
import { SHARE_LEVELS, i18n, type ShareLevel } from '../../../../../../core/public';
import { levelOptions } from './add_people';
import { sameRecipient, type Recipient } from './share_model';
import {
  KIND_LABELS,
  LEVEL_HELP,
  LEVEL_LABELS,
  noRecipientsText,
  recipientText,
  unknownRoleNote,
  unknownUserNote,
} from './share_texts';
import messages from './messages.json';

export interface RecipientListProps {
  recipients: readonly Recipient[];
  /** The recipients whose names are not known here (see `unknownNote`). */
  unknown: ReadonlyArray<Pick<Recipient, 'kind' | 'name'>>;
  /** Without it the list is read only. */
  onChange?(recipients: Recipient[]): void;
}

/** What an unknown name means for its kind (a backend role is never known here: it comes from a directory). */
export function unknownNote(kind: Recipient['kind']): string | undefined {
  if (kind === 'user') return unknownUserNote();
  if (kind === 'role') return unknownRoleNote();
  return undefined;
}

const RecipientRow: React.FC<{
  recipient: Recipient;
  unknown: boolean;
  onLevel?(level: ShareLevel): void;
  onRemove?(): void;
}> = ({ recipient, unknown, onLevel, onRemove }) => {
  const who = recipientText(recipient.kind, recipient.name);
  const note = unknown ? unknownNote(recipient.kind) : undefined;
  return (
    <li data-test-subj="shareRecipient">
      <EuiFlexGroup gutterSize="s" alignItems="center" responsive={false}>
        <EuiFlexItem grow={false}>
          <EuiBadge color="hollow">{KIND_LABELS[recipient.kind]}</EuiBadge>
        </EuiFlexItem>
        <EuiFlexItem>
          <EuiText size="s">
            <strong data-test-subj="shareRecipientName">{recipient.name}</strong>
          </EuiText>
          {note && (
            <EuiText size="xs" color="subdued" data-test-subj="shareRecipientUnknown">
              {note}
            </EuiText>
          )}
        </EuiFlexItem>
        {onLevel && onRemove ? (
          <>
            <EuiFlexItem grow={false} style={{ minWidth: 150 }}>
              <EuiSelect
                compressed
                options={levelOptions()}
                value={recipient.level}
                onChange={(event) => onLevel(event.target.value as ShareLevel)}
                aria-label={i18n.translate(messages.recipientsLevelAriaLabel, { who })}
                data-test-subj="shareRecipientLevel"
              />
            </EuiFlexItem>
            <EuiFlexItem grow={false}>
              <EuiButtonIcon
                iconType="cross"
                color="danger"
                onClick={onRemove}
                aria-label={i18n.translate(messages.recipientsRemoveAriaLabel, { who })}
                data-test-subj="shareRecipientRemove"
              />
            </EuiFlexItem>
          </>
        ) : (
          <EuiFlexItem grow={false}>
            <EuiText size="s" color="subdued">
              {LEVEL_LABELS[recipient.level]}
            </EuiText>
          </EuiFlexItem>
        )}
      </EuiFlexGroup>
      <EuiSpacer size="s" />
    </li>
  );
};

export const RecipientList: React.FC<RecipientListProps> = ({ recipients, unknown, onChange }) => {
  if (recipients.length === 0) {
    return (
      <EuiText size="s" color="subdued" data-test-subj="shareNoRecipients">
        <p>{noRecipientsText()}</p>
      </EuiText>
    );
  }
  const replace = (target: Recipient, next?: Recipient) =>
    onChange?.(recipients.flatMap((row) => (sameRecipient(row, target) ? (next ? [next] : []) : [row])));
  return (
    <div data-test-subj="shareRecipients">
      {[...SHARE_LEVELS].reverse().map((level) => {
        const holders = recipients.filter((row) => row.level === level);
        if (holders.length === 0) return null;
        const headingId = `shareLevel-${level}`;
        return (
          <section key={level} aria-labelledby={headingId} data-test-subj={`shareLevel-${level}`}>
            <EuiTitle size="xxs">
              <h3 id={headingId}>
                {i18n.translate(messages.recipientsLevelHeading, { level: LEVEL_LABELS[level], count: holders.length })}
              </h3>
            </EuiTitle>
            <EuiText size="xs" color="subdued">
              {LEVEL_HELP[level]}
            </EuiText>
            <EuiSpacer size="s" />
            <ul>
              {holders.map((row) => (
                <RecipientRow
                  key={`${row.kind}:${row.name}`}
                  recipient={row}
                  unknown={unknown.some((other) => sameRecipient(other, row))}
                  {...(onChange
                    ? {
                        onLevel: (next: ShareLevel) => replace(row, { ...row, level: next }),
                        onRemove: () => replace(row),
                      }
                    : {})}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
};
