import { STATUS_LEVELS, isStatusLevel, worstLevel } from './status_levels';

describe('status levels', () => {
  it('titles and colours each state', () => {
    expect(STATUS_LEVELS.green).toMatchObject({ title: 'Green', uiColor: 'success' });
    expect(STATUS_LEVELS.yellow).toMatchObject({ title: 'Yellow', uiColor: 'warning' });
    expect(STATUS_LEVELS.red).toMatchObject({ title: 'Red', uiColor: 'danger' });
    expect(STATUS_LEVELS.uninitialized).toMatchObject({ title: 'Uninitialized', uiColor: 'subdued' });
  });

  it('picks the worst state: red over uninitialized over yellow over green', () => {
    expect(worstLevel(['green', 'green'])).toBe('green');
    expect(worstLevel(['green', 'yellow'])).toBe('yellow');
    expect(worstLevel(['yellow', 'uninitialized', 'green'])).toBe('uninitialized');
    expect(worstLevel(['uninitialized', 'red', 'yellow'])).toBe('red');
  });

  it('is uninitialized while nothing has reported', () => {
    expect(worstLevel([])).toBe('uninitialized');
  });

  it('knows only the four states', () => {
    expect(isStatusLevel('green')).toBe(true);
    expect(isStatusLevel('blue')).toBe(false);
    expect(isStatusLevel('toString')).toBe(false);
    expect(isStatusLevel(undefined)).toBe(false);
  });
});
