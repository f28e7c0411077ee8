import { compilePattern, matchesAny, userVariables } from './patterns';

describe('patterns', () => {
  it('matches exact names, * and ?', () => {
    expect(compilePattern('logs')('logs')).toBe(true);
    expect(compilePattern('logs')('logs-1')).toBe(false);
    expect(compilePattern('logs-*')('logs-2024.01')).toBe(true);
    expect(compilePattern('logs-*')('metrics-1')).toBe(false);
    expect(compilePattern('log?')('logs')).toBe(true);
    expect(compilePattern('log?')('log')).toBe(false);
    expect(compilePattern('*')('anything at all')).toBe(true);
  });

  it('treats regex characters in a glob literally', () => {
    expect(compilePattern('a.b')('axb')).toBe(false);
    expect(compilePattern('a+(b)')('a+(b)')).toBe(true);
  });

  it('matches /regex/ patterns in full, and an invalid one matches nothing', () => {
    expect(compilePattern('/team-[0-9]+/')('team-42')).toBe(true);
    expect(compilePattern('/team-[0-9]+/')('team-42x')).toBe(false);
    expect(compilePattern('/team-[/')('team-[')).toBe(false);
  });

  it('substitutes ${user.name} and ${user_name}', () => {
    const vars = userVariables('alice');
    expect(compilePattern('${user.name}', vars)('alice')).toBe(true);
    expect(compilePattern('team-${user_name}-*', vars)('team-alice-logs')).toBe(true);
    expect(compilePattern('${user.name}', vars)('bob')).toBe(false);
  });

  it('keeps a substituted user name literal, so a user called * does not match every name', () => {
    const vars = userVariables('*');
    expect(compilePattern('${user.name}', vars)('finance')).toBe(false);
    expect(compilePattern('${user.name}', vars)('*')).toBe(true);
    expect(compilePattern('/${user.name}/', userVariables('.*'))('anything')).toBe(false);
  });

  it('substitutes attributes and leaves unknown variables as written', () => {
    const vars = userVariables('alice', { attributes: { 'attr.internal.team': 'blue' } });
    expect(compilePattern('team-${attr.internal.team}', vars)('team-blue')).toBe(true);
    expect(compilePattern('${unknown}', vars)('${unknown}')).toBe(true);
  });

  it('matchesAny is true when one pattern matches', () => {
    expect(matchesAny(['a*', 'b*'], 'bee')).toBe(true);
    expect(matchesAny([], 'bee')).toBe(false);
  });
});
