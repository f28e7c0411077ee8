import React, { useEffect, useState } from 'react';
import { EuiCallOut, EuiForm, EuiFormRow, EuiSelect, EuiSpacer, EuiSwitch, EuiText } from '@elastic/eui';
import type { IToasts } from '../../notifications/types';
import { ModalFrame } from '../../overlays/ui/modal_frame';
import { toError } from '../../utils/fetch_error_info';
import type { SavedObjectsClientContract, SavedObjectsTenant } from '../types';
import { i18n } from '../../i18n';
import messages from './messages.json';

/** How a tenant is named to users. */
export const tenantDisplayName = (name: string) =>
  name === 'global'
    ? i18n.translate(messages.tenantsGlobalName)
    : name === 'private'
      ? i18n.translate(messages.tenantsPrivateName)
      : name;

export interface CopyToTenantModalProps {
  client: Pick<SavedObjectsClientContract, 'writableTenants' | 'copyToTenant'>;
  toasts: Pick<IToasts, 'addSuccess' | 'addError'>;
  /** What to copy; `title` names a single object in the dialog. */
  objects: Array<{ type: string; id: string; title?: string }>;
  /** The tenant the objects are read in, when not the current one (the cross-tenant view). */
  sourceTenant?: string;
  onClose(): void;
}

type CopiedObjects = CopyToTenantModalProps['objects'];

/** The one object's title when a single titled object is copied: the sentences then name it. */
const singleTitle = (objects: CopiedObjects) => (objects.length === 1 ? objects[0].title || undefined : undefined);

function copiedTitle(objects: CopiedObjects, tenant: string): string {
  const title = singleTitle(objects);
  return title === undefined
    ? i18n.translate(messages.copyToTenantCopiedObjectsTitle, { count: objects.length, tenant })
    : i18n.translate(messages.copyToTenantCopiedObjectTitle, { title, tenant });
}

function copyFailedTitle(objects: CopiedObjects, tenant: string): string {
  const title = singleTitle(objects);
  return title === undefined
    ? i18n.translate(messages.copyToTenantCopyObjectsFailedTitle, { count: objects.length, tenant })
    : i18n.translate(messages.copyToTenantCopyObjectFailedTitle, { title, tenant });
}

function copyIntro(objects: CopiedObjects): string {
  const title = singleTitle(objects);
  return title === undefined
    ? i18n.translate(messages.copyToTenantIntroObjects, { count: objects.length })
    : i18n.translate(messages.copyToTenantIntroObject, { title });
}

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
        title: copiedTitle(objects, label),
        text: i18n.translate(messages.copyToTenantCopiedText, { count: result.successCount }),
      });
      onClose();
    } catch (error) {
      toasts.addError(toError(error), { title: copyFailedTitle(objects, label) });
      setCopying(false);
    }
  };

  return (
    <ModalFrame
      title={i18n.translate(messages.copyToTenantTitle)}
      onClose={onClose}
      cancelTestSubj="copyToTenantCancel"
      confirm={{
        label: i18n.translate(messages.copyToTenantConfirmButton),
        form: 'copyToTenantForm',
        iconType: 'copy',
        isLoading: copying,
        isDisabled: target === '' || copying,
        'data-test-subj': 'copyToTenantConfirm',
      }}
      data-test-subj="copyToTenantModal"
    >
      <EuiText size="s">
        <p>{copyIntro(objects)}</p>
      </EuiText>
      <EuiSpacer size="m" />
      {loadError ? (
        <EuiCallOut
          color="danger"
          iconType="error"
          title={i18n.translate(messages.copyToTenantLoadErrorTitle)}
          data-test-subj="copyToTenantLoadError"
        >
          <p>{loadError}</p>
        </EuiCallOut>
      ) : tenants !== null && tenants.length === 0 ? (
        <EuiCallOut
          color="warning"
          iconType="warning"
          title={i18n.translate(messages.copyToTenantNoTargetTitle)}
          data-test-subj="copyToTenantNoTarget"
        >
          <p>{i18n.translate(messages.copyToTenantNoTargetBody)}</p>
        </EuiCallOut>
      ) : (
        <EuiForm component="form" id="copyToTenantForm" onSubmit={(event) => (event.preventDefault(), void copy())}>
          <EuiFormRow
            label={i18n.translate(messages.copyToTenantTenantLabel)}
            helpText={i18n.translate(messages.copyToTenantTenantHelpText)}
          >
            <EuiSelect
              options={(tenants ?? []).map(({ name, current }) => ({
                value: name,
                text: current
                  ? i18n.translate(messages.copyToTenantCurrentTenantOption, { tenant: tenantDisplayName(name) })
                  : tenantDisplayName(name),
              }))}
              value={target}
              onChange={(event) => setTarget(event.target.value)}
              isLoading={tenants === null}
              disabled={tenants === null}
              data-test-subj="copyToTenantSelect"
            />
          </EuiFormRow>
          <EuiFormRow helpText={i18n.translate(messages.copyToTenantIncludeRelatedHelpText)}>
            <EuiSwitch
              label={i18n.translate(messages.copyToTenantIncludeRelatedLabel)}
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
