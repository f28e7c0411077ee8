import { badRequest } from '../errors';

/**
 * The `filter` parameter of `_find`, a subset of KQL:
 *   <type>.attributes.<field>:<value>    value is a word, a "quoted string", word* (prefix) or * (exists)
 *   joined with and / or, negated with not, grouped with parentheses.
 */
export type FilterNode =
  | { kind: 'and'; children: FilterNode[] }
  | { kind: 'or'; children: FilterNode[] }
  | { kind: 'not'; child: FilterNode }
  | { kind: 'match'; type: string; field: string; value: string; mode: 'exact' | 'prefix' | 'exists' };

export const FILTER_SYNTAX_HELP =
  'use <type>.attributes.<field>:<value> clauses joined with and, or, not and parentheses';
const MAX_CLAUSES = 100;
const MAX_DEPTH = 20;

type Token =
  | { kind: '(' | ')' | ':'; pos: number }
  | { kind: 'word'; text: string; pos: number }
  | { kind: 'quoted'; text: string; pos: number };

function fail(detail: string): never {
  throw badRequest(`Invalid filter: ${detail}; ${FILTER_SYNTAX_HELP}`);
}

function lex(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const ch = input[i];
    if (/\s/.test(ch)) {
      i++;
    } else if (ch === '(' || ch === ')' || ch === ':') {
      tokens.push({ kind: ch, pos: i });
      i++;
    } else if (ch === '"') {
      const start = i;
      let text = '';
      i++;
      while (i < input.length && input[i] !== '"') {
        if (input[i] === '\\' && i + 1 < input.length) i++;
        text += input[i];
        i++;
      }
      if (i >= input.length) fail(`unterminated quoted value at position ${start}`);
      i++;
      tokens.push({ kind: 'quoted', text, pos: start });
    } else {
      const start = i;
      while (i < input.length && !/[\s():"]/.test(input[i])) i++;
      tokens.push({ kind: 'word', text: input.slice(start, i), pos: start });
    }
  }
  return tokens;
}

const isKeyword = (token: Token | undefined, word: string) =>
  token?.kind === 'word' && token.text.toLowerCase() === word;

class Parser {
  private i = 0;
  private clauses = 0;
  constructor(private readonly tokens: Token[]) {}

  parse(): FilterNode {
    const node = this.or(0);
    const extra = this.tokens[this.i];
    if (extra) fail(`unexpected ${describe(extra)} at position ${extra.pos}`);
    return node;
  }

  private or(depth: number): FilterNode {
    return this.chain('or', depth, (d) => this.and(d));
  }

  private and(depth: number): FilterNode {
    return this.chain('and', depth, (d) => this.not(d));
  }

  /** `operand (keyword operand)*`: one node per operator, a lone operand as itself. */
  private chain(keyword: 'or' | 'and', depth: number, operand: (depth: number) => FilterNode): FilterNode {
    const children = [operand(depth)];
    while (isKeyword(this.tokens[this.i], keyword)) {
      this.i++;
      children.push(operand(depth));
    }
    return children.length === 1 ? children[0] : { kind: keyword, children };
  }

  private not(depth: number): FilterNode {
    if (isKeyword(this.tokens[this.i], 'not')) {
      this.i++;
      return { kind: 'not', child: this.not(depth) };
    }
    return this.primary(depth);
  }

  private primary(depth: number): FilterNode {
    const token = this.tokens[this.i];
    if (!token) fail('the filter ends too early');
    if (token.kind === '(') {
      if (depth >= MAX_DEPTH) fail(`more than ${MAX_DEPTH} nested parentheses`);
      this.i++;
      const node = this.or(depth + 1);
      if (this.tokens[this.i]?.kind !== ')') fail(`missing ")" for the "(" at position ${token.pos}`);
      this.i++;
      return node;
    }
    if (token.kind !== 'word') fail(`unexpected ${describe(token)} at position ${token.pos}`);
    this.i++;
    if (this.tokens[this.i]?.kind !== ':') fail(`expected ":" after [${token.text}]`);
    this.i++;
    const value = this.tokens[this.i];
    if (!value || (value.kind !== 'word' && value.kind !== 'quoted')) {
      fail(`missing value after [${token.text}:]`);
    }
    this.i++;
    if (++this.clauses > MAX_CLAUSES) fail(`more than ${MAX_CLAUSES} clauses`);
    return { kind: 'match', ...splitField(token.text), ...valueOf(value) };
  }
}

function describe(token: Token): string {
  return token.kind === 'word' || token.kind === 'quoted' ? `[${token.text}]` : `"${token.kind}"`;
}

function splitField(text: string): { type: string; field: string } {
  const match = /^([^.]+)\.attributes\.(.+)$/.exec(text);
  if (!match) fail(`unsupported field [${text}]`);
  return { type: match[1], field: match[2] };
}

function valueOf(token: Token & { text: string }): { value: string; mode: 'exact' | 'prefix' | 'exists' } {
  if (token.kind === 'quoted') return { value: token.text, mode: 'exact' };
  if (token.text === '*') return { value: '', mode: 'exists' };
  if (token.text.endsWith('*')) return { value: token.text.slice(0, -1), mode: 'prefix' };
  return { value: token.text, mode: 'exact' };
}

export function parseFilter(input: string): FilterNode {
  const tokens = lex(input);
  if (tokens.length === 0) fail('the filter is empty');
  return new Parser(tokens).parse();
}

export function filterTypes(node: FilterNode, out = new Set<string>()): Set<string> {
  if (node.kind === 'match') out.add(node.type);
  else if (node.kind === 'not') filterTypes(node.child, out);
  else node.children.forEach((child) => filterTypes(child, out));
  return out;
}
