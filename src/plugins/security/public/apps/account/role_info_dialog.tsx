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
import { i18n, type MessageDescriptor } from '../../../../../core/public';
import type { AccountApi, AccountInfo } from './types';
import { useFreshAccountInfo } from './use_account_info';
import messages from './dialogs.messages.json';

const BLANK = '-';

/** A section's title (counting its names) and the line under it. */
interface RoleSectionTexts {
  title: MessageDescriptor;
  description: MessageDescriptor;
}

const ROLES_TEXTS = {
  title: messages.accountRoleInfoRolesTitle,
  description: messages.accountRoleInfoRolesDescription,
};
const BACKEND_ROLES_TEXTS = {
  title: messages.accountRoleInfoBackendRolesTitle,
  description: messages.accountRoleInfoBackendRolesDescription,
};

interface RoleSectionProps {
  id: string;
  texts: RoleSectionTexts;
  names: string[];
  testSubj: string;
}

const RoleSection: React.FC<RoleSectionProps> = ({ id, texts, names, testSubj }) => (
  <section aria-labelledby={id} data-test-subj={testSubj}>
    <EuiTitle size="s">
      <h2 id={id}>{i18n.translate(texts.title, { count: names.length })}</h2>
    </EuiTitle>
    <EuiText size="s" color="subdued">
      <p>{i18n.translate(texts.description)}</p>
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
        <RoleSection id={rolesId} texts={ROLES_TEXTS} names={roles} testSubj="role-info-roles" />
        <EuiHorizontalRule margin="m" />
        <RoleSection
          id={backendRolesId}
          texts={BACKEND_ROLES_TEXTS}
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
