import { HttpError } from '../../http/http_error';
import { parseFilter } from './filter';

const messageOf = (input: string) => {
  try {
    parseFilter(input);
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return (error as HttpError).message;
  }
  throw new Error(`parsed: ${input}`);
};

describe('parseFilter', () => {
  it('parses a clause with a word, a quoted value, a prefix and an exists value', () => {
    expect(parseFilter('dashboard.attributes.title:sales')).toEqual({
      kind: 'match',
      type: 'dashboard',
      field: 'title',
      value: 'sales',
      mode: 'exact',
    });
    expect(parseFilter('dashboard.attributes.title:"a \\"b\\" (c)"')).toMatchObject({
      value: 'a "b" (c)',
      mode: 'exact',
    });
    expect(parseFilter('dashboard.attributes.title:sal*')).toMatchObject({ value: 'sal', mode: 'prefix' });
    expect(parseFilter('dashboard.attributes.options.dark:*')).toMatchObject({ field: 'options.dark', mode: 'exists' });
  });

  it('binds not tighter than and, and and tighter than or, case-insensitively', () => {
    const node = parseFilter('a.attributes.x:1 OR NOT a.attributes.y:2 and (a.attributes.z:3)');
    expect(node).toEqual({
      kind: 'or',
      children: [
        { kind: 'match', type: 'a', field: 'x', value: '1', mode: 'exact' },
        {
          kind: 'and',
          children: [
            { kind: 'not', child: { kind: 'match', type: 'a', field: 'y', value: '2', mode: 'exact' } },
            { kind: 'match', type: 'a', field: 'z', value: '3', mode: 'exact' },
          ],
        },
      ],
    });
  });

  it('explains what is wrong and what is supported', () => {
    const help = 'use <type>.attributes.<field>:<value> clauses joined with and, or, not and parentheses';
    expect(messageOf('title:x')).toBe(`Invalid filter: unsupported field [title]; ${help}`);
    expect(messageOf('   ')).toBe(`Invalid filter: the filter is empty; ${help}`);
    expect(messageOf('a.attributes.x')).toBe(`Invalid filter: expected ":" after [a.attributes.x]; ${help}`);
    expect(messageOf('a.attributes.x:')).toBe(`Invalid filter: missing value after [a.attributes.x:]; ${help}`);
    expect(messageOf('a.attributes.x:"open')).toBe(`Invalid filter: unterminated quoted value at position 15; ${help}`);
    expect(messageOf('a.attributes.x:1 a.attributes.y:2')).toBe(
      `Invalid filter: unexpected [a.attributes.y] at position 17; ${help}`
    );
    expect(messageOf('a.attributes.x:1 and')).toBe(`Invalid filter: the filter ends too early; ${help}`);
  });

  it('bounds nesting and the number of clauses', () => {
    expect(messageOf('('.repeat(25) + 'a.attributes.x:1' + ')'.repeat(25))).toMatch(/more than 20 nested parentheses/);
    const many = Array.from({ length: 101 }, (_, i) => `a.attributes.x:${i}`).join(' or ');
    expect(messageOf(many)).toMatch(/more than 100 clauses/);
  });
});
