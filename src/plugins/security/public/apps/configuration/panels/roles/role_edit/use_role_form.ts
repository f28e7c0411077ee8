/** Load, validate and save a role, per mode: create, edit (name fixed) or duplicate (`<source>_copy`). */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLoad, i18n } from '../../../../../../../../core/public';
import type { PageProps } from '../../../types';
import { useUnsavedChanges } from '../../../utils/leave_guard';
import { errorText } from '../../../utils/toasts';
import { applicationOptions, loadRegisteredApplications } from '../../../utils/registered_applications';
import { useResourceSave } from '../../resource_form/use_resource_save';
import { rolePaths } from '../paths';
import { clusterPermissionOptions, indexPermissionOptions, nameOptions, type ComboOptions } from './permission_options';
import { pickerSearch, usePickerSuggestions } from './picker_suggestions';
import {
  hasErrors,
  initialFormState,
  roleRequestBody,
  validateRoleForm,
  type RoleEditAction,
  type RoleFormState,
} from './role_form_state';
import messages from './messages.json';

export const roleExistsMessage = (name: string) => i18n.translate(messages.nameTaken, { name });

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'reserved' } | { state: 'ready' };

export type RoleFormModel = ReturnType<typeof useRoleForm>;

export function useRoleForm(
  {
    core,
    api,
    navigate,
    params,
    config,
    endpoints,
  }: Pick<PageProps, 'core' | 'api' | 'navigate' | 'params' | 'config' | 'endpoints'>,
  mode: RoleEditAction
) {
  const { toasts } = core.notifications;
  const sourceName = params.name ?? '';
  // A new role has nothing to load: its form is drawn in the page's first commit, not after a
  // spinner's (a commit of the whole frame more before the pickers show).
  const [load, setLoad] = useState<Load>(() => (mode === 'create' ? { state: 'ready' } : { state: 'loading' }));
  const [form, setForm] = useState<RoleFormState>(() => initialFormState(mode, sourceName));
  const [nameTouched, setNameTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [nameTaken, setNameTaken] = useState<string>();

  const startedReady = useRef(mode === 'create');
  useLoad(
    () => {
      if (mode === 'create') {
        // The first mount is ready with a fresh form already: setting them again would draw again.
        if (startedReady.current) startedReady.current = false;
        else {
          setLoad({ state: 'ready' });
          setForm(initialFormState(mode, sourceName));
        }
        return undefined;
      }
      startedReady.current = false;
      setLoad({ state: 'loading' });
      return api.get('roles', sourceName);
    },
    [api, toasts, mode, sourceName],
    {
      onLoad: (role) => {
        // Reserved roles are changed only by the security admin tool; duplicating one is fine.
        if (mode === 'edit' && role?.reserved) {
          setLoad({ state: 'reserved' });
        } else {
          setForm(initialFormState(mode, sourceName, role));
          setLoad({ state: 'ready' });
        }
      },
      onError: (error) => {
        // Said once, on the page (no toast repeats it).
        const message = errorText(error, i18n.translate(messages.loadFailed));
        setLoad({ state: 'failed', message });
      },
    }
  );

  const applications = useApplicationOptions(core.http);
  const unsaved = useUnsavedChanges(form, load.state === 'ready');
  const writer = useResourceSave({
    api,
    navigate,
    kind: 'roles',
    mode,
    unsaved,
    done: (saved, result) => ({
      path: rolePaths.view(saved),
      title:
        mode !== 'edit' || result.status === 'CREATED'
          ? i18n.translate(messages.createdToast, { name: saved })
          : i18n.translate(messages.updatedToast, { name: saved }),
    }),
    errorPrefix: i18n.translate(messages.saveFailed),
    fields: ['description'],
  });
  const errors = useMemo(() => validateRoleForm(form, mode), [form, mode]);
  const suggest = usePickerSuggestions(api, endpoints);
  const { cluster, index, tenant } = suggest;
  const clusterOptions = useMemo(
    () => clusterPermissionOptions(cluster.items, config, cluster.typed),
    [cluster.items, cluster.typed, config]
  );
  const indexOptions = useMemo(
    () => indexPermissionOptions(index.items, config, index.typed),
    [index.items, index.typed, config]
  );
  const tenantOptions = useMemo(() => nameOptions(tenant.items, tenant.typed), [tenant.items, tenant.typed]);

  const save = async () => {
    setSubmitted(true);
    if (hasErrors(errors)) return;
    // A new role is created only if the name is free: the server answers 409 otherwise.
    if ((await writer.save(form.name, roleRequestBody(form))) === 'taken') setNameTaken(form.name);
  };

  return {
    mode,
    editing: mode === 'edit',
    sourceName,
    load,
    values: form,
    update: (changes: Partial<RoleFormState>) => setForm((previous) => ({ ...previous, ...changes })),
    setName: (name: string) => {
      setNameTouched(true);
      setForm((previous) => ({ ...previous, name }));
    },
    errors,
    submitted,
    nameError:
      (nameTouched || submitted) && errors.name
        ? errors.name
        : nameTaken === form.name
          ? roleExistsMessage(form.name)
          : undefined,
    clusterOptions,
    indexOptions,
    tenantOptions,
    clusterSearch: pickerSearch(cluster, clusterOptions),
    indexSearch: pickerSearch(index, indexOptions),
    tenantSearch: pickerSearch(tenant, tenantOptions),
    applicationOptions: applications.options,
    applicationOptionsLoading: applications.loading,
    saving: writer.saving,
    saveError: writer.saveError,
    fieldErrors: writer.fieldErrors,
    save,
    cancel: () => navigate(mode === 'edit' ? rolePaths.view(sourceName) : rolePaths.list()),
  };
}

/**
 * The registered apps, for the picker only: without them (an older server, a failed call) ids and
 * patterns are still typed in, so a failure is not worth an error.
 */
function useApplicationOptions(http: PageProps['core']['http']): { loading: boolean; options: ComboOptions } {
  const [state, setState] = useState<{ loading: boolean; options: ComboOptions }>({ loading: true, options: [] });
  useEffect(() => {
    let live = true;
    const settle = (options: ComboOptions) => {
      if (live) setState({ loading: false, options });
    };
    loadRegisteredApplications(http).then(
      (apps) => settle(applicationOptions(apps)),
      () => settle([])
    );
    return () => {
      live = false;
    };
  }, [http]);
  return state;
}
