/**
 * Identifiers in table cells (issue 69.5). EUI's cells break any word that does not fit
 * (`overflow-wrap: break-word`), which cut `COMPLIANCE_INTERNAL_CONFIG_WRITE` and
 * `/configuration/rolesmapping` mid-word. A name is either kept whole (cut with an ellipsis when
 * wider than its cell, the whole name in a tooltip) or broken only after its separators.
 */
import React from 'react';
import { displayText, ELLIPSIS, EMPTY_DISPLAY, LIST_DISPLAY_LIMIT, wrapAtSeparators } from './display';

const WHOLE: React.CSSProperties = {
  display: 'inline-block',
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
};
// EUI's cell content is a flex box: its children are flex items that shrink each on its own (every
// name of a list cut to "cl…"). One block child, allowed to shrink, holds the cell's line(s) instead.
const CELL: React.CSSProperties = { display: 'block', minWidth: 0, width: '100%' };
// Set on the span itself: the cell's `!important` does not travel down by inheritance.
const SEPARATORS_ONLY: React.CSSProperties = { overflowWrap: 'normal', wordBreak: 'normal' };
// A value with a piece longer than any column is wide (a 50-character name in a path) may be cut
// inside it, so it does not push the cell, and the page, wider than the window. Only such a value:
// `anywhere` also lets the table shrink the column below every other piece, which then broke
// a 22-character session id in two.
const LONG_PIECE = /[^_.:/-]{31,}/;
const LONG_PIECE_MAY_BREAK: React.CSSProperties = { overflowWrap: 'anywhere', wordBreak: 'normal' };

/** One identifier on one line; too wide for its cell, it ends in "…" and shows in full on hover. */
export const Identifier: React.FC<{ text: string; 'data-test-subj'?: string }> = ({ text, ...rest }) => (
  <span title={text} style={WHOLE} data-identifier="whole" {...rest}>
    {text}
  </span>
);

/** The one child of a table cell whose identifiers may be cut to the cell's width. */
export const IdentifierCell: React.FC<{ children: React.ReactNode }> = ({ children }) => (
  <span style={CELL}>{children}</span>
);

/** A list of identifiers as displayList shows it (three, then "…"), each kept whole: lines break between them. */
export const IdentifierList: React.FC<{ items?: string[] | null }> = ({ items }) => {
  const shown = (items ?? []).filter((item) => item !== '');
  if (shown.length === 0) return <>{EMPTY_DISPLAY}</>;
  const head = shown.slice(0, LIST_DISPLAY_LIMIT);
  return (
    <IdentifierCell>
      {head.map((item, index) => (
        <React.Fragment key={item}>
          {index > 0 && ', '}
          <Identifier text={item} />
        </React.Fragment>
      ))}
      {shown.length > LIST_DISPLAY_LIMIT && ELLIPSIS}
    </IdentifierCell>
  );
};

/** A value that may wrap, but only after `_ . : / -`, inside a word only if it is wider than the cell ("-" when blank). */
export const SeparatedText: React.FC<{ text?: string | null }> = ({ text }) => {
  const shown = displayText(text);
  return (
    <span style={LONG_PIECE.test(shown) ? LONG_PIECE_MAY_BREAK : SEPARATORS_ONLY} data-identifier="separated">
      {wrapAtSeparators(shown)}
    </span>
  );
};
