import React from 'react';
import { AppLink } from './app_link';
import { wrapAtSeparators } from './display';

interface Props {
  name: string;
  /** The entry's editor; none for an entry that cannot be edited (a reserved one): plain text. */
  path?: string;
  hrefFor(path: string): string;
  navigate(path: string): void;
  'data-test-subj': string;
}

/** An entry's name in a list, wrapped at its separators: a link to its editor when it has one. */
export const NameLink: React.FC<Props> = ({ name, path, hrefFor, navigate, 'data-test-subj': testSubj }) =>
  path === undefined ? (
    <span data-test-subj={testSubj}>{wrapAtSeparators(name)}</span>
  ) : (
    <AppLink path={path} hrefFor={hrefFor} navigate={navigate} data-test-subj={testSubj}>
      {wrapAtSeparators(name)}
    </AppLink>
  );
