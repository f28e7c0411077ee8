/**
 * The rules every shipped locale's messages keep against the code's English: none missing, none
 * the code does not use, and the same ICU placeholders (names, and plural/select/number/date
 * kinds) so a translation formats with exactly the values the code passes.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

const KINDS: Partial<Record<TYPE, string>> = {
  [TYPE.argument]: 'text',
  [TYPE.number]: 'number',
  [TYPE.date]: 'date',
  [TYPE.time]: 'time',
  [TYPE.select]: 'select',
  [TYPE.plural]: 'plural',
};

/** `name:kind` of every placeholder of a message, sorted; throws when the message does not parse. */
export function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      const kind = KINDS[element.type];
      if (kind && 'value' in element) found.add(`${element.value}:${kind}`);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parse(message, { ignoreTag: true }));
  return [...found].sort();
}

export function compareLocale(
  locale: string,
  english: Map<string, string>,
  translated: Record<string, string>
): string[] {
  const problems: string[] = [];
  for (const [id, source] of english) {
    const message = translated[id];
    if (typeof message !== 'string') {
      problems.push(`${locale}: ${id} is missing`);
      continue;
    }
    let theirs: string[];
    try {
      theirs = placeholders(message);
    } catch (error) {
      problems.push(`${locale}: ${id} does not parse as ICU (${(error as Error).message})`);
      continue;
    }
    const ours = placeholders(source);
    if (theirs.join() !== ours.join()) {
      problems.push(`${locale}: ${id} has placeholders {${theirs.join(', ')}}, the English has {${ours.join(', ')}}`);
    }
  }
  for (const id of Object.keys(translated)) {
    if (!english.has(id)) problems.push(`${locale}: ${id} is not used by the code`);
  }
  return problems;
}
