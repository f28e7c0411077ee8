import { describe, expect, it, jest } from '@jest/globals';
import * as shell from './rxjs_tslib.js';

/** tslib itself, the copy rxjs ships with. */
const tslib = jest.requireActual<typeof shell>('../../../../node_modules/rxjs/node_modules/tslib/tslib.js');

/** What each helper does for rxjs's ES2015 build: async functions, async iteration, object rest. */
async function use(helpers: typeof shell) {
  const sum = await helpers.__awaiter(undefined, [2], undefined, function* (n: number) {
    const a: number = yield Promise.resolve(n);
    const b: number = yield 3;
    return a + b;
  });
  const fromArray: unknown[] = [];
  const values = helpers.__asyncValues([1, Promise.resolve(2), 3]) as AsyncIterator<unknown>;
  for (let r = await values.next(); !r.done; r = await values.next()) fromArray.push(r.value);
  const generated: unknown[] = [];
  const gen = helpers.__asyncGenerator(undefined, [], function* () {
    yield helpers.__await(Promise.resolve('a'));
    yield 'b';
    yield yield helpers.__await('c');
  }) as AsyncIterator<unknown>;
  for (let r = await gen.next(); !r.done; r = await gen.next()) generated.push(r.value);
  const failing = helpers.__awaiter(undefined, [], undefined, function* () {
    yield 1;
    throw new Error('no');
  });
  return {
    sum,
    fromArray,
    generated,
    failed: await failing.then(
      () => 'resolved',
      (e: Error) => e.message
    ),
    rest: helpers.__rest({ a: 1, b: 2, [Symbol.for('c')]: 3 }, ['a']),
  };
}

describe("rxjs's tslib helpers", () => {
  it("are tslib's: the same answers for rxjs's uses", async () => {
    const mine = await use(shell);
    expect(mine.sum).toBe(5);
    expect(mine.fromArray).toEqual([1, 2, 3]);
    expect(mine).toEqual(await use(tslib));
  });
});
