/**
 * The display conventions of the Security app (SPEC 2.1): every page renders values through
 * these helpers so blanks, booleans, lists and reserved/custom labels look the same everywhere.
 */
import React from 'react';
import { EuiIcon, EuiLink, EuiText } from '@elastic/eui';
import { CodeBlock } from './code_block';
import { ViewModalLink } from './view_modal';
import { i18n } from '../../../../../../core/public';

export const EMPTY_DISPLAY = '-';
export const ELLIPSIS = '…';
/** SPEC 9: truncated lists show 3 items. */
export const LIST_DISPLAY_LIMIT = 3;
export const DUPLICATE_SUFFIX = '_copy';
export const EXPRESSION_HEIGHT = 300;

export function displayText(value?: string | null): string {
  return value === undefined || value === null || value.trim() === '' ? EMPTY_DISPLAY : value;
}

/**
 * A name that wraps only after its separators (`_`, `.`, `-`, `:`, `/`), never mid-word where a
 * column is narrow (issue 44.9: `security_rest_api_access` rather than `security_rest_api_a/ccess`).
 * Word-break opportunities only, no element around the text: the text stays the caller's.
 */
export function wrapAtSeparators(text: string): React.ReactNode {
  const parts = text.split(/(?<=[_.:/-])(?=.)/);
  if (parts.length === 1) return text;
  return parts.map((part, index) => (
    <React.Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </React.Fragment>
  ));
}

export function displayBoolean(value?: boolean): string {
  return value
    ? i18n.translate('security.utils.display.enabled', { defaultMessage: 'Enabled' })
    : i18n.translate('security.utils.display.disabled', { defaultMessage: 'Disabled' });
}

export function displayList(items?: string[] | null): string {
  const shown = (items ?? []).filter((item) => item !== '');
  if (shown.length === 0) return EMPTY_DISPLAY;
  const head = shown.slice(0, LIST_DISPLAY_LIMIT).join(', ');
  return shown.length > LIST_DISPLAY_LIMIT ? `${head}${ELLIPSIS}` : head;
}

export function duplicateName(source: string): string {
  return `${source}${DUPLICATE_SUFFIX}`;
}

export const ResourceTypeBadge: React.FC<{ reserved: boolean }> = ({ reserved }) =>
  reserved ? (
    <EuiText size="s" data-test-subj="resourceTypeReserved">
      <EuiIcon type="lock" aria-hidden="true" />{' '}
      {i18n.translate('security.utils.display.reserved', { defaultMessage: 'Reserved' })}
    </EuiText>
  ) : (
    <EuiText size="s" data-test-subj="resourceTypeCustom">
      <EuiIcon type="pencil" aria-hidden="true" />{' '}
      {i18n.translate('security.utils.display.custom', { defaultMessage: 'Custom' })}
    </EuiText>
  );

export const ViewExpressionLink: React.FC<{ title: string; value: unknown }> = ({ title, value }) => (
  <ViewModalLink
    label={i18n.translate('security.utils.display.viewExpression', { defaultMessage: 'View expression' })}
    linkTestSubj="viewExpression"
    title={title}
    modalTestSubj="expressionModal"
    closeTestSubj="expressionModalClose"
    body={() => (
      // A code block renders its text as text: no markup in the JSON can execute.
      <div style={{ height: EXPRESSION_HEIGHT }} data-test-subj="expressionCodeView">
        <CodeBlock language="json" overflowHeight={EXPRESSION_HEIGHT} isCopyable>
          {JSON.stringify(value, null, 2) ?? ''}
        </CodeBlock>
      </div>
    )}
  />
);

export const LearnMoreLink: React.FC<{ href: string }> = ({ href }) => (
  <EuiLink href={href} external target="_blank" rel="noopener noreferrer" data-test-subj="learnMoreLink">
    {i18n.translate('security.utils.display.learnMore', { defaultMessage: 'Learn more' })}
  </EuiLink>
);
