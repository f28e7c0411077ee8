import React, { useId } from 'react';
import {
  EuiButton,
  EuiHorizontalRule,
  EuiModal,
  EuiModalBody,
  EuiModalFooter,
  EuiSpacer,
  EuiText,
  EuiTitle,
} from '@elastic/eui';
import { i18n } from '../../../../../core/public';
import type { AccountApi, AccountInfo } from './types';
import { useFreshAccountInfo } from './use_account_info';
import messages from './dialogs.messages.json';

const BLANK = '-';

interface RoleSectionProps {
  id: string;
  title: string;
  description: string;
  names: string[];
  testSubj: string;
}

const RoleSection: React.FC<RoleSectionProps> = ({ id, title, description, names, testSubj }) => (
  <section aria-labelledby={id} data-test-subj={testSubj}>
    <EuiTitle size="s">
      <h2 id={id}>{title}</h2>
    </EuiTitle>
    <EuiText size="s" color="subdued">
      <p>{description}</p>
    </EuiText>
    <EuiSpacer size="s" />
    <EuiText size="s">
      {names.length === 0 ? (
        <p>{BLANK}</p>
      ) : (
        <ul>
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </EuiText>
  </section>
);

export interface RoleInfoDialogProps {
  api: Pick<AccountApi, 'getAccountInfo'>;
  accountInfo: AccountInfo;
  onClose(): void;
}

/** SPEC 2.3: the roles and backend roles an administrator mapped to the signed-in user. */
export const RoleInfoDialog: React.FC<RoleInfoDialogProps> = ({ api, accountInfo, onClose }) => {
  const info = useFreshAccountInfo(api, accountInfo);
  const id = useId();
  const rolesId = `${id}-roles`;
  const backendRolesId = `${id}-backend-roles`;
  const { roles, backend_roles: backendRoles } = info.data;

  return (
    <EuiModal onClose={onClose} aria-labelledby={rolesId} maxWidth={480} data-test-subj="role-info-dialog">
      <EuiModalBody>
        <EuiSpacer size="m" />
        <RoleSection
          id={rolesId}
          title={i18n.translate(messages.accountRoleInfoRolesTitle, { count: roles.length })}
          description={i18n.translate(messages.accountRoleInfoRolesDescription)}
          names={roles}
          testSubj="role-info-roles"
        />
        <EuiHorizontalRule margin="m" />
        <RoleSection
          id={backendRolesId}
          title={i18n.translate(messages.accountRoleInfoBackendRolesTitle, { count: backendRoles.length })}
          description={i18n.translate(messages.accountRoleInfoBackendRolesDescription)}
          names={backendRoles}
          testSubj="role-info-backend-roles"
        />
      </EuiModalBody>
      <EuiModalFooter>
        <EuiButton onClick={onClose} data-test-subj="role-info-close">
          {i18n.translate(messages.accountRoleInfoCloseButton)}
        </EuiButton>
      </EuiModalFooter>
    </EuiModal>
  );
};
