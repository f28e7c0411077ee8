import { describe, expect, it } from '@jest/globals';
import type { ImportProblem } from '../types';
import { parseConfigFiles } from './config_files';

const META = '_meta:\n  type: "roles"\n  config_version: 2\n';

function problemsOf(rolesYml: string): ImportProblem[] {
  const problems: ImportProblem[] = [];
  parseConfigFiles(new Map([['roles.yml', rolesYml]]), problems, false);
  return problems;
}

describe('parseConfigFiles on hostile YAML', () => {
  it("names a file nested deeper than can be read, once, without the engine's message", () => {
    for (const nested of ['['.repeat(10_000), '{a: '.repeat(50_000), '['.repeat(200_000)]) {
      const problems = problemsOf(`${META}a: ${nested}\n`);
      expect(problems.length).toBeGreaterThan(0);
      expect(problems.length).toBeLessThanOrEqual(10);
      expect(problems).toContainEqual({ file: 'roles.yml', message: 'is nested too deeply to be read' });
      expect(JSON.stringify(problems)).not.toMatch(/call stack/i);
    }
  });

  it('still says what is wrong with YAML that is merely invalid', () => {
    expect(problemsOf(`${META}r: {}\nr: {}\n`)).toEqual([
      { file: 'roles.yml', message: 'is not valid YAML: Map keys must be unique' },
    ]);
  });
});
