// tslib's helpers rxjs imports (rxjs_tslib.js).
export declare function __rest(s: object, e: Array<string | symbol>): Record<string | symbol, unknown>;
export declare function __awaiter<T>(
  thisArg: unknown,
  args: unknown,
  P: unknown,
  generator: (...a: never[]) => Generator
): Promise<T>;
export declare function __values(o: unknown): Iterator<unknown>;
export declare function __await(v: unknown): unknown;
export declare function __asyncGenerator(
  thisArg: unknown,
  args: unknown,
  generator: (...a: never[]) => Generator
): AsyncIterator<unknown>;
export declare function __asyncValues(o: unknown): AsyncIterator<unknown>;
