import React, { useEffect, useState } from 'react';
import { EuiCallOut, EuiForm, EuiFormRow, EuiSelect, EuiSpacer, EuiSwitch, EuiText } from '@elastic/eui';
import type { IToasts } from '../../notifications/types';
import { ModalFrame } from '../../overlays/ui/modal_frame';
import { toError } from '../../utils/fetch_error_info';
import type { SavedObjectsClientContract, SavedObjectsTenant } from '../types';

/** How a tenant is named to users. */
export const tenantDisplayName = (name: string) =>
  name === 'global' ? 'Global' : name === 'private' ? 'Private' : name;

export interface CopyToTenantModalProps {
  client: Pick<SavedObjectsClientContract, 'writableTenants' | 'copyToTenant'>;
  toasts: Pick<IToasts, 'addSuccess' | 'addError'>;
  /** What to copy; `title` names a single object in the dialog. */
  objects: Array<{ type: string; id: string; title?: string }>;
  /** The tenant the objects are read in, when not the current one (the cross-tenant view). */
  sourceTenant?: string;
  onClose(): void;
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/**
 * "Copy to tenant": the tenants the user may write (the server lists them, so a read-only or
 * hidden tenant is never offered) and whether related objects come along.
 */
export const CopyToTenantModal: React.FC<CopyToTenantModalProps> = ({
  client,
  toasts,
  objects,
  sourceTenant,
  onClose,
}) => {
  const [tenants, setTenants] = useState<SavedObjectsTenant[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [target, setTarget] = useState('');
  const [includeRelated, setIncludeRelated] = useState(true);
  const [copying, setCopying] = useState(false);

  useEffect(() => {
    let live = true;
    client.writableTenants().then(
      (list) => {
        if (!live) return;
        setTenants(list);
        // The tenant the objects are in is the least likely target.
        const from = sourceTenant ?? list.find((tenant) => tenant.current)?.name;
        setTarget((list.find((tenant) => tenant.name !== from) ?? list[0])?.name ?? '');
      },
      (error) => live && setLoadError(toError(error).message)
    );
    return () => {
      live = false;
    };
  }, [client, sourceTenant]);

  const what = objects.length === 1 && objects[0].title ? `"${objects[0].title}"` : plural(objects.length, 'object');

  const copy = async () => {
    const label = tenantDisplayName(target);
    setCopying(true);
    try {
      const result = await client.copyToTenant(
        {
          objects: objects.map(({ type, id }) => ({ type, id })),
          targetTenant: target,
          includeReferencesDeep: includeRelated,
        },
        { sourceTenant }
      );
      toasts.addSuccess({
        title: `Copied ${what} to the ${label} tenant`,
        text: `${plural(result.successCount, 'saved object')} copied under new ids.`,
      });
      onClose();
    } catch (error) {
      toasts.addError(toError(error), { title: `Unable to copy ${what} to the ${label} tenant` });
      setCopying(false);
    }
  };

  return (
    <ModalFrame
      title="Copy to tenant"
      onClose={onClose}
      cancelTestSubj="copyToTenantCancel"
      confirm={{
        label: 'Copy',
        form: 'copyToTenantForm',
        iconType: 'copy',
        isLoading: copying,
        isDisabled: target === '' || copying,
        'data-test-subj': 'copyToTenantConfirm',
      }}
      data-test-subj="copyToTenantModal"
    >
      <EuiText size="s">
        <p>Copy {what} into another tenant. The copies get new ids; the originals stay where they are.</p>
      </EuiText>
      <EuiSpacer size="m" />
      {loadError ? (
        <EuiCallOut
          color="danger"
          iconType="error"
          title="Unable to load the tenants"
          data-test-subj="copyToTenantLoadError"
        >
          <p>{loadError}</p>
        </EuiCallOut>
      ) : tenants !== null && tenants.length === 0 ? (
        <EuiCallOut
          color="warning"
          iconType="warning"
          title="No tenant to copy to"
          data-test-subj="copyToTenantNoTarget"
        >
          <p>You may not write to any tenant. Ask your administrator for write access to a tenant.</p>
        </EuiCallOut>
      ) : (
        <EuiForm component="form" id="copyToTenantForm" onSubmit={(event) => (event.preventDefault(), void copy())}>
          <EuiFormRow label="Tenant" helpText="Only tenants you may write to are listed.">
            <EuiSelect
              options={(tenants ?? []).map(({ name, current }) => ({
                value: name,
                text: current ? `${tenantDisplayName(name)} (current)` : tenantDisplayName(name),
              }))}
              value={target}
              onChange={(event) => setTarget(event.target.value)}
              isLoading={tenants === null}
              disabled={tenants === null}
              data-test-subj="copyToTenantSelect"
            />
          </EuiFormRow>
          <EuiFormRow helpText="Also copy the objects these refer to, and the objects those refer to.">
            <EuiSwitch
              label="Include related objects"
              checked={includeRelated}
              onChange={(event) => setIncludeRelated(event.target.checked)}
              data-test-subj="copyToTenantIncludeRelated"
            />
          </EuiFormRow>
        </EuiForm>
      )}
    </ModalFrame>
  );
};
