/** A panel of the role editor that holds a list of like entries (index or tenant permissions). */
import React from 'react';
import { EuiButton, EuiSpacer } from '@elastic/eui';
import { SectionPanel } from '../../../utils/section_panel';

export interface EntryHandlers<Entry> {
  update(changes: Partial<Entry>): void;
  remove(): void;
}

export function RepeatablePanel<Entry extends { key: number }>({
  title,
  description,
  entries,
  onChange,
  renderEntry,
  spaceEntries,
  add,
  ...rest
}: {
  title: string;
  description: React.ReactNode;
  entries: Entry[];
  onChange(entries: Entry[]): void;
  renderEntry(entry: Entry, index: number, handlers: EntryHandlers<Entry>): React.ReactNode;
  /** A space after each entry (entries that are panels), rather than after the list (rows). */
  spaceEntries?: boolean;
  add: { label: string; empty(): Entry; testSubj: string };
  'data-test-subj': string;
}): React.ReactElement {
  const handlers = (key: number): EntryHandlers<Entry> => ({
    update: (changes) => onChange(entries.map((entry) => (entry.key === key ? { ...entry, ...changes } : entry))),
    remove: () => onChange(entries.filter((other) => other.key !== key)),
  });
  return (
    <SectionPanel
      title={title}
      description={description}
      subdued
      paddingSize="l"
      data-test-subj={rest['data-test-subj']}
    >
      {entries.map((entry, index) => (
        <React.Fragment key={entry.key}>
          {renderEntry(entry, index, handlers(entry.key))}
          {spaceEntries && <EuiSpacer size="m" />}
        </React.Fragment>
      ))}
      {!spaceEntries && <EuiSpacer size="m" />}
      <EuiButton
        iconType="plusCircle"
        onClick={() => onChange([...entries, add.empty()])}
        data-test-subj={add.testSubj}
      >
        {add.label}
      </EuiButton>
    </SectionPanel>
  );
}
