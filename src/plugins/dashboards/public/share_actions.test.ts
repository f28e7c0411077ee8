import { describe, expect, it, jest } from '@jest/globals';
import type { SavedObject } from '../../../core/public';
import { ShareActions } from './share_actions';
import type { DashboardShareAction } from './types';

const object: SavedObject = { id: 'a', type: 'dashboard', attributes: {}, references: [] };
const action = (id: string, order: number, isAvailable: DashboardShareAction['isAvailable'] = () => true) => ({
  id,
  order,
  label: id,
  isAvailable,
  render: () => null as unknown as React.ReactElement,
});

describe('the Share menu entries other plugins register', () => {
  it('are offered by ascending order, whatever the order they were registered in', () => {
    const actions = new ShareActions();
    actions.register(action('people', 20));
    actions.register(action('report', 10));
    expect(actions.availableFor(object).map((a) => a.id)).toEqual(['report', 'people']);
  });

  it('leaves out an entry that is not available for the dashboard, or whose check throws', () => {
    const actions = new ShareActions();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    actions.register(action('people', 1, (o) => o.id === 'b'));
    actions.register(
      action('broken', 2, () => {
        throw new Error('no');
      })
    );
    actions.register(action('always', 3));
    expect(actions.availableFor(object).map((a) => a.id)).toEqual(['always']);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"broken"'), expect.any(Error));
    error.mockRestore();
  });

  it('refuses a second entry with the same id', () => {
    const actions = new ShareActions();
    actions.register(action('people', 1));
    expect(() => actions.register(action('people', 2))).toThrow(
      'A share action with the id "people" is already registered.'
    );
  });
});
