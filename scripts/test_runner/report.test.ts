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

  it('counts a level that throws as timed, and nothing run as nothing passed', async () => {
    const report = new Report();
    await expect(report.timed('e2e', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(printed(report)).toContain('  e2e              0 s');
    expect(report.passed).toBe(0);
  });
});
