import { describe, expect, it } from '@jest/globals';
import { Report } from './report';

function printed(report: Report): string[] {
  let out = '';
  report.print((text) => {
    out += text;
  });
  return out.trimEnd().split('\n');
}

describe("npm test's report", () => {
  it('ends with one plain line over every runner, after each runner and the slowest files', async () => {
    const report = new Report();
    await report.timed('unit', async () => {
      report.count('unit', 40, 0);
      for (let i = 0; i < 12; i++) report.fileTimes.push({ file: `f${i}.test.ts`, level: 'unit', seconds: i });
    });
    report.check('eslint', true);
    report.check('build', false);
    const lines = printed(report);
    expect(lines.at(-1)).toBe('41 passed, 1 failed');
    expect(lines).toContain('unit: 40 passed, 0 failed');
    expect(lines).toContain('build: 0 passed, 1 failed');
    const slowest = lines.slice(
      lines.indexOf('The 10 slowest test files:') + 1,
      lines.indexOf('unit: 40 passed, 0 failed')
    );
    expect(slowest).toHaveLength(10);
    expect(slowest[0]).toMatch(/11\.0 s {2}unit {8}f11\.test\.ts$/);
    expect(slowest[9]).toMatch(/f2\.test\.ts$/);
    expect(lines.some((line) => /^ {2}unit +\d+ s$/.test(line))).toBe(true);
  });

  it('names the failed tests, with the start of their message, before the tallies', () => {
    const report = new Report();
    report.count('unit', 1, 1);
    report.fail(
      'unit',
      'a.test.ts › adds',
      '\u001b[31mError: expect(received).toBe(expected)\u001b[39m\n\nExpected: 2\nReceived: 3\n    at a.test.ts:4'
    );
    for (let i = 0; i < 22; i++) report.fail('e2e', `test/e2e/b.spec.ts:${i} walks`, '');
    const lines = printed(report);
    const at = lines.indexOf('Failed tests:');
    expect(at).toBeGreaterThan(-1);
    expect(lines[at + 1]).toBe(
      '  unit        a.test.ts › adds — Error: expect(received).toBe(expected) · Expected: 2 · Received: 3'
    );
    expect(lines[at + 2]).toBe('  e2e         test/e2e/b.spec.ts:0 walks');
    expect(lines[at + 21]).toBe('  …and 3 more');
    expect(lines.indexOf('unit: 1 passed, 1 failed')).toBeGreaterThan(at);
  });

  it('counts a level that throws as timed, and nothing run as nothing passed', async () => {
    const report = new Report();
    await expect(report.timed('e2e', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(printed(report)).toContain('  e2e              0 s');
    expect(report.passed).toBe(0);
  });
});
