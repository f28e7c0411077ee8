import { describe, expect, it } from '@jest/globals';
import { httpError } from '../../test_fakes';
import type { EditAction } from '../../app_paths';
import { editTitles, initialName, writeResource } from './edit_mode';

/** The mode rules every create, edit and duplicate page of the Security app follows (SPEC 2.1). */
describe('resource edit modes', () => {
  it('titles each mode after the resource', () => {
    expect(editTitles('action group')).toEqual({
      create: 'Create action group',
      edit: 'Edit action group',
      duplicate: 'Duplicate action group',
    });
  });

  it('starts create empty, keeps the name on edit and proposes <source>_copy on duplicate', () => {
    expect(initialName('create', 'analyst')).toBe('');
    expect(initialName('edit', 'analyst')).toBe('analyst');
    expect(initialName('duplicate', 'analyst')).toBe('analyst_copy');
    expect(initialName('duplicate', undefined)).toBe('');
  });

  const api = (failWith?: unknown) => {
    const calls: string[] = [];
    const answer = (call: string) => {
      calls.push(call);
      return failWith ? Promise.reject(failWith) : Promise.resolve({ status: 'OK', message: call });
    };
    return {
      calls,
      save: (kind: string, name: string) => answer(`save ${kind} ${name}`),
      create: (kind: string, name: string) => answer(`create ${kind} ${name}`),
    };
  };

  it('replaces on edit and only creates on create and duplicate', async () => {
    for (const mode of ['create', 'edit', 'duplicate'] as EditAction[]) {
      const fake = api();
      await writeResource(fake, 'roles', mode, 'analyst', {});
      expect([mode, fake.calls]).toEqual([mode, [`${mode === 'edit' ? 'save' : 'create'} roles analyst`]]);
    }
  });

  it('answers null for a taken name on create, and lets every other refusal through', async () => {
    expect(await writeResource(api(httpError(409, 'exists')), 'roles', 'duplicate', 'analyst', {})).toBeNull();
    await expect(writeResource(api(httpError(409, 'stale')), 'roles', 'edit', 'analyst', {})).rejects.toThrow('stale');
    await expect(writeResource(api(httpError(400, 'bad')), 'roles', 'create', 'analyst', {})).rejects.toThrow('bad');
  });
});
