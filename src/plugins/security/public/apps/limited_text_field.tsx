/**
 * A text field with a limit on its length, as every name and description of the security plugin
 * has (TEXT_INPUT_MAX_LENGTH, or a field's own smaller one): the browser stops typing at the limit,
 * a counter under the field says how much is used, and a paste that would go over the limit is
 * refused with the field's error instead of being cut short without a word. A value already over
 * the limit (an entry stored before it) shows the error until it is shortened.
 */
import React, { useState, type ClipboardEvent, type ReactNode } from 'react';
import { EuiFieldText, EuiFormRow, EuiText } from '@elastic/eui';
import { i18n } from '../../../../core/public';
import { TEXT_INPUT_MAX_LENGTH } from '../../common/constants';

/**
 * Length as the browser's `maxLength` counts it (UTF-16 units). The server counts characters
 * (code points), never more than this, so a value the form takes is one the server takes.
 */
export const fieldLength = (value: string) => value.length;

export const limitCounter = (used: number, limit: number) => `${used}/${limit}`;

export const overLimitMessage = (limit: number) =>
  i18n.translate('security.common.textLimit.overLimit', {
    defaultMessage: 'At most {limit, plural, one {# character} other {# characters}}.',
    values: { limit },
  });

/** A picker of several names says the limit of each. */
export const limitNote = (limit: number) =>
  i18n.translate('security.common.textLimit.eachLimit', {
    defaultMessage: 'Each at most {limit, plural, one {# character} other {# characters}}.',
    values: { limit },
  });

export const pasteRefusedMessage = (length: number, limit: number) =>
  i18n.translate('security.common.textLimit.pasteRefused', {
    defaultMessage:
      'Not pasted: the text would be {length, plural, one {# character} other {# characters}} long, and this field takes at most {limit}.',
    values: { length, limit },
  });

/** The value `event`'s paste would leave in the field (the selection replaced by the pasted text). */
function afterPaste(event: ClipboardEvent<HTMLInputElement>): string {
  const input = event.currentTarget;
  const pasted = event.clipboardData.getData('text');
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  return input.value.slice(0, start) + pasted + input.value.slice(end);
}

/**
 * The limit's state for one field: its props for the input, the counter and the error to show
 * (a refused paste, or a value over the limit), so a field drawn in a row of its own (the
 * attribute rows, a combo box) behaves as LimitedTextRow does.
 */
export function useTextLimit(value: string, limit: number = TEXT_INPUT_MAX_LENGTH) {
  const [refused, setRefused] = useState<string>();
  const used = fieldLength(value);
  const error = refused ?? (used > limit ? overLimitMessage(limit) : undefined);
  return {
    error,
    counter: limitCounter(used, limit),
    /** Clears a refused paste's message once the value changes. */
    changed: () => setRefused(undefined),
    inputProps: {
      maxLength: limit,
      onPaste: (event: ClipboardEvent<HTMLInputElement>) => {
        const next = afterPaste(event);
        if (fieldLength(next) <= limit) return setRefused(undefined);
        event.preventDefault();
        setRefused(pasteRefusedMessage(fieldLength(next), limit));
      },
    },
  };
}

/** The counter as a form row's help line, after the row's own help. */
export function withCounter(helpText: ReactNode, counter: string, testSubj?: string): ReactNode[] {
  const line = (
    <EuiText size="xs" color="subdued" key="counter" data-test-subj={testSubj && `${testSubj}-counter`}>
      {counter}
    </EuiText>
  );
  return helpText ? [helpText, line] : [line];
}

export interface LimitedTextRowProps {
  label?: ReactNode;
  labelAppend?: ReactNode;
  helpText?: ReactNode;
  value: string;
  onChange(value: string): void;
  /** The most characters the field takes; TEXT_INPUT_MAX_LENGTH unless the field has a smaller limit. */
  limit?: number;
  /** Another problem with the value (the form's own check, the server's refusal). */
  error?: string;
  disabled?: boolean;
  readOnly?: boolean;
  placeholder?: string;
  autoFocus?: boolean;
  fullWidth?: boolean;
  'aria-label'?: string;
  'data-test-subj': string;
}

/** A form row with its text field, the field's limit and its counter. */
export const LimitedTextRow: React.FC<LimitedTextRowProps> = ({
  label,
  labelAppend,
  helpText,
  value,
  onChange,
  limit = TEXT_INPUT_MAX_LENGTH,
  error,
  disabled,
  readOnly,
  placeholder,
  autoFocus,
  fullWidth,
  ...rest
}) => {
  const textLimit = useTextLimit(value, limit);
  const shown = textLimit.error ?? error;
  // A fixed field (an existing entry's name) cannot be changed: its counter would only be noise.
  const fixed = disabled || readOnly;
  return (
    <EuiFormRow
      label={label}
      labelAppend={labelAppend}
      helpText={fixed ? helpText : withCounter(helpText, textLimit.counter, rest['data-test-subj'])}
      isInvalid={!!shown}
      error={shown}
      fullWidth={fullWidth}
    >
      <EuiFieldText
        value={value}
        {...textLimit.inputProps}
        disabled={disabled}
        readOnly={readOnly}
        placeholder={placeholder}
        autoFocus={autoFocus}
        fullWidth={fullWidth}
        isInvalid={!!shown}
        aria-label={rest['aria-label']}
        onChange={(event) => {
          textLimit.changed();
          onChange(event.target.value);
        }}
        data-test-subj={rest['data-test-subj']}
      />
    </EuiFormRow>
  );
};
