import React, { Fragment } from 'react';
import type { ReactNode } from 'react';
import { formatMessageParts } from '../../../common/i18n';
import { currentTranslator } from '../translate';

export interface FormattedMessageProps {
  id: string;
  /** The English text, an ICU message. */
  defaultMessage: string;
  /** Placeholder values; React elements render in place (a link inside a sentence). */
  values?: Record<string, ReactNode | Date>;
  /** For translators only. */
  description?: string;
}

/**
 * A message as React nodes: like i18n.translate, but a value may be an element, so a sentence
 * with a link or bold part is one message translators can reorder.
 */
export function FormattedMessage({ id, defaultMessage, values }: FormattedMessageProps) {
  const translator = currentTranslator();
  const own = translator.message(id);
  const parts = formatMessageParts<ReactNode | Date>(translator.locale, own ?? defaultMessage, values, defaultMessage);
  if (parts.length === 1 && typeof parts[0] === 'string') return <>{parts[0]}</>;
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>{part instanceof Date ? part.toLocaleString(translator.locale) : part}</Fragment>
      ))}
    </>
  );
}
