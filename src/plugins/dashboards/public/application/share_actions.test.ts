import { describe, expect, it, jest } from '@jest/globals';
import type { SavedObject } from '../../../../core/public';
import { availableShareActions } from './share_actions';
import type { DashboardShareAction } from '../types';

const object: SavedObject = { id: 'a', type: 'dashboard', attributes: {}, references: [] };
const action = (
  id: string,
  order: number,
  isAvailable: DashboardShareAction['isAvailable'] = () => true
): DashboardShareAction => ({
  id,
  order,
  label: id,
  isAvailable,
  load: async () => () => null,
});

describe('the Share menu entries other plugins register', () => {
  it('are offered by ascending order, whatever the order they were registered in', () => {
    const registered = [action('people', 20), action('report', 10)];
    expect(availableShareActions(registered, object).map((a) => a.id)).toEqual(['report', 'people']);
    // The registration list itself is left as it was.
    expect(registered.map((a) => a.id)).toEqual(['people', 'report']);
  });

  it('leaves out an entry that is not available for the dashboard, or whose check throws', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const registered = [
      action('people', 1, (o) => o.id === 'b'),
      action('broken', 2, () => {
        throw new Error('no');
      }),
      action('always', 3),
    ];
    expect(availableShareActions(registered, object).map((a) => a.id)).toEqual(['always']);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"broken"'), expect.any(Error));
    error.mockRestore();
  });

  it('offers only the first entry registered with an id, and says so', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = action('people', 2);
    expect(availableShareActions([first, action('people', 1)], object)).toEqual([first]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"people" is already registered'));
    error.mockRestore();
  });
});
