import { Type, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { checkValue } from './schema_check';

/** The config reader's own check agrees with TypeBox's on every limit a setting can carry. */
describe('checkValue', () => {
  const cases: [string, TSchema, unknown[]][] = [
    ['a string', Type.String(), ['', 'x', 1, null, ['x']]],
    ['a string of 2 to 4', Type.String({ minLength: 2, maxLength: 4 }), ['a', 'ab', 'abcd', 'abcde']],
    ['a pattern', Type.String({ pattern: '^[a-z]+$' }), ['abc', 'aBc', '']],
    ['a number', Type.Number(), [1.5, 0, -3, NaN, Infinity, '1']],
    ['an integer from 1', Type.Integer({ minimum: 1 }), [1, 0, 2.5, 70000, -1]],
    [
      'an integer 1000..3600000',
      Type.Integer({ minimum: 1000, maximum: 3_600_000 }),
      [999, 1000, 3_600_000, 3_600_001],
    ],
    ['exclusive bounds', Type.Number({ exclusiveMinimum: 0, exclusiveMaximum: 1 }), [0, 0.5, 1]],
    ['a list of strings', Type.Array(Type.String()), [[], ['a', 'b'], ['a', 1], 'a', [null]]],
    ['1 to 2 items', Type.Array(Type.String(), { minItems: 1, maxItems: 2 }), [[], ['a'], ['a', 'b', 'c']]],
  ];

  it.each(cases)('agrees with TypeBox on %s', (_, schema, values) => {
    for (const value of values) expect([value, checkValue(schema, value)]).toEqual([value, Value.Check(schema, value)]);
  });

  it('refuses to pass a value under a limit it does not know', () => {
    expect(() => checkValue(Type.String({ format: 'email' }), 'a@b.c')).toThrow(
      'The config reader does not know the schema keyword "format".'
    );
    expect(() => checkValue(Type.Array(Type.String(), { uniqueItems: true }), ['a', 'a'])).toThrow(/uniqueItems/);
  });
});
