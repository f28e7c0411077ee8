import type { MessageDescriptor } from '../../common/i18n';
import { i18n } from './translate';

/**
 * Labels by key (a kind's, a level's name) that a module can hold at its top level: each is
 * translated when a page reads it, in the locale loaded by then, never when the module loads.
 */
export function translatedLabels<K extends string>(
  messages: Readonly<Record<K, MessageDescriptor>>
): Readonly<Record<K, string>> {
  const labels = {} as Record<K, string>;
  for (const key of Object.keys(messages) as K[]) {
    Object.defineProperty(labels, key, { enumerable: true, get: () => i18n.translate(messages[key]) });
  }
  return labels;
}
