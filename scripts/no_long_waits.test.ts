/**
 * No test waits on wall time for more than 1 s (issue 70.2): services take an injected clock and
 * tests advance it. This fails on a fixed wait longer than that in test code (a literal duration
 * of setTimeout, sleep, delay or waitForTimeout, file-level constants included), except in the
 * files below, where a real process must be waited for. A wait until a computed moment (a session's
 * announced end) is not fixed and not flagged; a fixed margin added to it is.
 */
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'fs';
import { join, resolve } from 'path';

const ROOT = resolve(__dirname, '..');
const LIMIT_MS = 1000;

/** Files that must wait longer, each on something outside the test's clock. Keep it short. */
export const ALLOWLIST: Record<string, string> = {
  'src/plugins/security/server/auth/providers/kerberos/kerberos_auth.system.test.ts':
    "libkrb5 in the server process and the MIT KDC judge a ticket's lifetime, in whole seconds, by the real clock: a 2 s ticket and 1 s of clock skew must pass.",
  'src/core/server/store/store_service.system.test.ts':
    "A relay opens after the store's first connect attempts failed, as a PostgreSQL still booting: waitForPostgres's back-off (0.25 s doubling) sleeps on the real clock.",
};

/** The wait calls: the global setTimeout (not jest's or Playwright's test timeout), sleep, delay, waitForTimeout. */
const WAIT_CALL = /(?<![.\w$])(setTimeout|sleep|delay)\s*\(|\.waitForTimeout\s*\(/g;

/** The text between the parenthesis at `open` and its match, split at top-level commas. */
function argumentsAt(text: string, open: number): string[] {
  const args: string[] = [];
  let depth = 0;
  let start = open + 1;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'" || c === '`') {
      // Skip a string (a template's nested expressions are rare in wait calls).
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === '\\') i++;
    } else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) {
      depth--;
      if (depth === 0) {
        args.push(text.slice(start, i));
        return args.map((a) => a.trim()).filter(Boolean);
      }
    } else if (c === ',' && depth === 1) {
      args.push(text.slice(start, i));
      start = i + 1;
    }
  }
  return [];
}

/** File-level `const NAME = <number expression>` (a named duration is still a fixed one). */
function numericConstants(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name, value] of text.matchAll(/^(?:export )?const ([A-Z_][A-Z0-9_]*)\s*=\s*([\d_.\s+\-*/()]+);/gm)) {
    found.set(name, `(${value.trim()})`);
  }
  return found;
}

/** The value of a plain arithmetic expression of numbers (`2_500`, `2.5 * 1000`), else undefined. */
export function evaluate(expression: string): number | undefined {
  const source = expression.replace(/(\d)_(?=\d)/g, '$1');
  if (!/^[\d.\s+\-*/()]+$/.test(source)) return undefined;
  try {
    // Only digits, dots, spaces, operators and parentheses reach here.
    const value = new Function(`return (${source});`)() as unknown;
    return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The longest fixed part of a duration expression: its value, or else its largest number. */
function fixedPart(duration: string, constants: Map<string, string>): number {
  const expanded = duration.replace(/\b[A-Z_][A-Z0-9_]*\b/g, (name) => constants.get(name) ?? name);
  const whole = evaluate(expanded);
  if (whole !== undefined) return whole;
  const withoutStrings = expanded.replace(/(["'`])(?:\\.|(?!\1).)*\1/g, '""');
  const numbers = [...withoutStrings.matchAll(/(?<![\w.])\d[\d_]*(?:\.\d+)?(?![\w.])/g)].map(
    (m) => evaluate(m[0]) ?? 0
  );
  return Math.max(0, ...numbers);
}

/** Each fixed wait longer than LIMIT_MS in the text, as `line N: <call>`. */
export function longWaits(text: string): string[] {
  const constants = numericConstants(text);
  const found: string[] = [];
  for (const match of text.matchAll(WAIT_CALL)) {
    const open = match.index + match[0].length - 1;
    const args = argumentsAt(text, open);
    // setTimeout(callback, ms): the second; a promise timer's or sleep's only argument otherwise.
    const duration = match[1] === 'setTimeout' && args.length > 1 ? args[1] : args[0];
    if (duration === undefined) continue;
    if (match[1] === 'setTimeout' && args.length === 1 && evaluate(duration) === undefined) continue;
    if (fixedPart(duration, constants) > LIMIT_MS) {
      const line = text.slice(0, match.index).split('\n').length;
      found.push(`line ${line}: ${text.slice(match.index, open + 1)}${duration})`);
    }
  }
  return found;
}

/** Test code: src/**\/*.test.ts(x), scripts/**\/*.test.ts, everything under test/e2e. */
function testCode(): string[] {
  const under = (top: string) =>
    (readdirSync(join(ROOT, top), { recursive: true }) as string[])
      .map((file) => `${top}/${file.split('\\').join('/')}`)
      .filter((file) => !file.includes('node_modules/'));
  return [
    ...under('src').filter((file) => /\.test\.tsx?$/.test(file)),
    ...under('scripts').filter((file) => /\.test\.ts$/.test(file)),
    ...under('test/e2e').filter((file) => /\.tsx?$/.test(file)),
  ].filter((file) => file !== 'scripts/no_long_waits.test.ts');
}

describe('no long fixed waits in tests', () => {
  const waits = new Map(testCode().map((file) => [file, longWaits(readFileSync(join(ROOT, file), 'utf8'))]));

  it('no test waits on wall time for more than 1 s, outside the allowlist', () => {
    const wrong = [...waits]
      .filter(([file, found]) => found.length && !(file in ALLOWLIST))
      .map(([file, found]) => `${file} ${found.join('; ')}`);
    expect(wrong).toEqual([]);
  });

  it('every allowlist entry is still needed and says why', () => {
    for (const [file, why] of Object.entries(ALLOWLIST)) {
      expect({ file, waits: (waits.get(file) ?? []).length > 0 }).toEqual({ file, waits: true });
      expect(why.length).toBeGreaterThan(20);
    }
  });

  // The strings below are source text fed to the checker, never run: nothing here waits.
  it('tells a long fixed wait from a short one, a computed one and a test timeout', () => {
    for (const bad of [
      'await new Promise((r) => setTimeout(r, 2500));',
      'await sleep(3000);',
      'await sleep(2_500);',
      'await delay(2.5 * 1000);',
      'await page.waitForTimeout(1500);',
      "setTimeout(() => relay.open(port, '127.0.0.1'), 1_001);",
      'await page.waitForTimeout(Math.max(0, end - Date.now()) + 2_000);',
      'const IDLE_MS = 6000;\nawait new Promise((r) => setTimeout(r, IDLE_MS + 100));',
      "import { setTimeout } from 'timers/promises';\nawait setTimeout(5000);",
    ]) {
      expect({ bad, found: longWaits(bad).length }).toEqual({ bad, found: 1 });
    }
    for (const good of [
      'await new Promise((r) => setTimeout(r, 1000));',
      'await sleep(200);',
      'jest.setTimeout(240_000);',
      'test.setTimeout(120_000);',
      'await page.waitForTimeout(Math.max(0, end - Date.now()) + 500);',
      'const after = (ms: number) => new Promise((r) => setTimeout(() => r(ms), ms));',
      "setTimeout(() => ready(8080, '127.0.0.1'));",
      'await expect(toast).toBeVisible({ timeout: 45_000 });',
    ]) {
      expect({ good, found: longWaits(good) }).toEqual({ good, found: [] });
    }
  });
});
