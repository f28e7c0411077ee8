/** Load and save the mapping of one role (users, backend roles, hosts); the role must exist. */
import { useMemo, useState } from 'react';
import { useLoad, i18n } from '../../../../../../../../core/public';
import type { RoleMapping } from '../../../../../../common/types';
import type { PageProps } from '../../../types';
import { useUnsavedChanges } from '../../../utils/leave_guard';
import { showError, toastAfterNavigation } from '../../../utils/toasts';
import { nameOptions } from '../role_edit/permission_options';
import { getIfExists } from '../role_list/role_actions';
import { rolePaths } from '../paths';
import messages from './messages.json';

/** How many internal user names the picker asks for per search: the store may hold 100,000. */
export const USER_SUGGESTIONS = 50;
export const mappingSavedTitle = (role: string) => i18n.translate(messages.editSavedToast, { role });

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; existing?: RoleMapping };

export interface Mapped {
  users: string[];
  backend_roles: string[];
  hosts: string[];
}

/** Internal user names matching what is typed, asked of the server (latest search wins). */
function useUserSuggestions(api: PageProps['api'], toasts: PageProps['core']['notifications']['toasts']) {
  const [search, setSearch] = useState('');
  const [names, setNames] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);
  useLoad(
    () => {
      setLoading(true);
      return api.list('internalusers', {
        search: search.trim() || undefined,
        perPage: USER_SUGGESTIONS,
        sortField: 'name',
      });
    },
    [api, toasts, search],
    {
      onLoad: ({ data }) => setNames(Object.keys(data)),
      onError: (error) => showError(toasts, error, i18n.translate(messages.editUsersLoadFailed)),
      onSettled: () => setLoading(false),
    }
  );
  return { names, loading, setSearch };
}

export type RoleMappingFormModel = ReturnType<typeof useRoleMappingForm>;

export function useRoleMappingForm({
  core,
  api,
  navigate,
  params,
}: Pick<PageProps, 'core' | 'api' | 'navigate' | 'params'>) {
  const { toasts } = core.notifications;
  const name = params.name ?? '';
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [mapped, setMapped] = useState<Mapped>({ users: [], backend_roles: [], hosts: [] });
  const [saving, setSaving] = useState(false);
  const suggestions = useUserSuggestions(api, toasts);
  const userOptions = useMemo(() => nameOptions(suggestions.names), [suggestions.names]);

  // The role must exist (the server refuses a mapping of an unknown role); its mapping may not yet.
  useLoad(
    () => Promise.all([api.get('roles', name), getIfExists(() => api.get('rolesmapping', name))]),
    [api, toasts, name],
    {
      onLoad: ([, existing]) => {
        setMapped({
          users: existing?.users ?? [],
          backend_roles: existing?.backend_roles ?? [],
          hosts: existing?.hosts ?? [],
        });
        setLoad({ state: 'ready', existing });
      },
      onError: (error) => {
        const message = showError(toasts, error, i18n.translate(messages.editRoleLoadFailed, { name }));
        setLoad({ state: 'failed', message });
      },
    }
  );

  const unsaved = useUnsavedChanges(mapped, load.state === 'ready');
  const back = () => navigate(rolePaths.view(name, 'mapped_users'));

  const save = async () => {
    const existing = load.state === 'ready' ? load.existing : undefined;
    setSaving(true);
    try {
      // POST replaces the whole mapping: keep what this page does not edit.
      await api.save('rolesmapping', name, {
        ...mapped,
        ...(existing?.and_backend_roles?.length ? { and_backend_roles: existing.and_backend_roles } : {}),
        ...(existing?.description ? { description: existing.description } : {}),
      });
      unsaved.release();
      toastAfterNavigation(rolePaths.view(name, 'mapped_users'), mappingSavedTitle(name));
      back();
    } catch (error) {
      showError(toasts, error, i18n.translate(messages.editSaveFailed));
    } finally {
      setSaving(false);
    }
  };

  return {
    name,
    load,
    values: mapped,
    update: (changes: Partial<Mapped>) => setMapped((previous) => ({ ...previous, ...changes })),
    userOptions,
    usersLoading: suggestions.loading,
    searchUsers: suggestions.setSearch,
    saving,
    save,
    cancel: back,
  };
}
