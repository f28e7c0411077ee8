/**
 * The `search` parameter of `_find`: words matched case-insensitively against the words of the
 * searched attributes; a word ending in `*` matches as a prefix. `*` alone matches everything.
 */
export interface SearchTerm {
  text: string;
  prefix: boolean;
}
export interface SearchField {
  path: string[];
  boost: number;
}
export interface SearchConfig {
  terms: SearchTerm[];
  /** Fields named by `search_fields`; null means each type's default (see `defaultFields`). */
  fields: SearchField[] | null;
  /** Per type: its defaultSearchField; a type not listed is searched in all its string attributes. */
  defaultFields: Record<string, string[]>;
  operator: 'AND' | 'OR';
}

const WORD = /[\p{L}\p{N}]+/gu;

export function tokenize(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

export function parseSearchTerms(search: string): SearchTerm[] {
  const terms: SearchTerm[] = [];
  for (const piece of search.trim().split(/\s+/)) {
    const prefix = piece.endsWith('*');
    const words = tokenize(piece);
    words.forEach((text, i) => terms.push({ text, prefix: prefix && i === words.length - 1 }));
  }
  return terms;
}

/** `title^3` boosts matches in title three times; a plain name has boost 1. */
export function parseSearchField(field: string): { name: string; boost: number } {
  const match = /^(.*)\^(\d+(?:\.\d+)?)$/.exec(field);
  return match ? { name: match[1], boost: Number(match[2]) } : { name: field, boost: 1 };
}

function collectStrings(value: unknown, out: string[], depth = 0) {
  if (depth > 32) return;
  if (typeof value === 'string') out.push(value);
  else if (typeof value === 'number') out.push(String(value));
  else if (Array.isArray(value)) value.forEach((item) => collectStrings(item, out, depth + 1));
  else if (value && typeof value === 'object') {
    Object.values(value).forEach((item) => collectStrings(item, out, depth + 1));
  }
}

function valueAt(attributes: unknown, path: string[]): unknown {
  let current = attributes;
  for (const part of path) {
    if (!current || typeof current !== 'object' || Array.isArray(current) || !Object.hasOwn(current, part)) {
      return undefined;
    }
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

function matches(tokens: string[], term: SearchTerm) {
  return tokens.some((token) => (term.prefix ? token.startsWith(term.text) : token === term.text));
}

/** 0 when the object does not match; otherwise higher means a better match. */
export function searchScore(config: SearchConfig, type: string, attributes: unknown): number {
  const fields: SearchField[] | null =
    config.fields ?? (config.defaultFields[type] ? [{ path: config.defaultFields[type], boost: 1 }] : null);
  const tokenized: Array<{ tokens: string[]; boost: number }> = [];
  if (fields) {
    for (const field of fields) {
      const strings: string[] = [];
      collectStrings(valueAt(attributes, field.path), strings);
      tokenized.push({ tokens: strings.flatMap(tokenize), boost: field.boost });
    }
  } else {
    const strings: string[] = [];
    collectStrings(attributes, strings);
    tokenized.push({ tokens: strings.flatMap(tokenize), boost: 1 });
  }
  let score = 0;
  for (const term of config.terms) {
    let best = 0;
    for (const field of tokenized) if (field.boost > best && matches(field.tokens, term)) best = field.boost;
    if (best === 0 && config.operator === 'AND') return 0;
    score += best;
  }
  return score;
}

/** A SQL function wrapper: the config arrives as the same JSON text on every row, so parse it once. */
export function createSearchScoreFunction() {
  let lastJson: string | undefined;
  let lastConfig: SearchConfig | undefined;
  return (configJson: string, type: string, attributesJson: string): number => {
    if (configJson !== lastJson) {
      lastConfig = JSON.parse(configJson) as SearchConfig;
      lastJson = configJson;
    }
    return searchScore(lastConfig!, type, JSON.parse(attributesJson));
  };
}
