/**
 * The Security app's landing page: the order in which an administrator sets security up, each
 * step linked to its page, the optional features (audit logging, tenants), and Purge cache.
 */
import React, { useState } from 'react';
import {
  EuiButton,
  EuiFlexGroup,
  EuiFlexItem,
  EuiPageHeader,
  EuiPanel,
  EuiSpacer,
  EuiSteps,
  EuiText,
  type EuiStepsProps,
} from '@elastic/eui';
import { auditPaths } from '../audit_logging/paths';
import { AUTH_PATH } from '../auth_view/paths';
import { rolePaths } from '../roles/paths';
import { TENANTS_PATH } from '../tenant_list/paths';
import { userPaths } from '../users/paths';
import type { PageProps } from '../../types';
import { LearnMoreLink } from '../../utils/display';
import { SectionPanel } from '../../utils/section_panel';
import { showError } from '../../utils/toasts';
import { securityDocLink } from './security_doc_links';
import { i18n, FormattedMessage, type MessageDescriptor } from '../../../../../../../core/public';
import messages from './messages.json';

export const GetStarted: React.FC<PageProps> = ({ core, api, navigate }) => {
  const [purging, setPurging] = useState(false);
  const toasts = core.notifications.toasts;
  const doc = (key: Parameters<typeof securityDocLink>[1]) => <LearnMoreLink href={securityDocLink(core, key)} />;

  const purgeCache = async () => {
    setPurging(true);
    try {
      const { message } = await api.purgeCache();
      toasts.addSuccess({
        title: i18n.translate(messages.purgeCacheSuccessToast),
        ...(message ? { text: message } : {}),
        'data-test-subj': 'purgeCacheSuccessToast',
      });
    } catch (error) {
      showError(toasts, error, i18n.translate(messages.purgeCacheFailed));
    } finally {
      setPurging(false);
    }
  };

  const go = (label: string, path: string, testSubj: string, fill = false) => (
    <EuiButton fill={fill} onClick={() => navigate(path)} data-test-subj={testSubj}>
      {label}
    </EuiButton>
  );

  /** What a thing is for (with its page in the documentation), then where to do it. */
  const learnMoreThen = (text: MessageDescriptor, topic: Parameters<typeof doc>[0], actions: React.ReactNode) => (
    <>
      <EuiText size="s">
        <p>
          <FormattedMessage {...text} values={{ learnMore: doc(topic) }} />
        </p>
      </EuiText>
      <EuiSpacer size="s" />
      {actions}
    </>
  );

  /** One step of setting security up. */
  const step = (
    title: MessageDescriptor,
    text: MessageDescriptor,
    topic: Parameters<typeof doc>[0],
    actions: React.ReactNode
  ): EuiStepsProps['steps'][number] => ({
    title: i18n.translate(title),
    children: learnMoreThen(text, topic, actions),
  });

  const steps: EuiStepsProps['steps'] = [
    step(
      messages.stepsAuthTitle,
      messages.stepsAuthText,
      'authentication',
      go(i18n.translate(messages.stepsAuthButton), AUTH_PATH, 'getStartedAuth', true)
    ),
    step(
      messages.stepsRolesTitle,
      messages.stepsRolesText,
      'roles',
      <EuiFlexGroup gutterSize="s" wrap responsive={false}>
        <EuiFlexItem grow={false}>
          {go(i18n.translate(messages.stepsRolesExploreButton), rolePaths.list(), 'getStartedRoles')}
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          {go(i18n.translate(messages.stepsRolesCreateButton), rolePaths.create(), 'getStartedCreateRole')}
        </EuiFlexItem>
      </EuiFlexGroup>
    ),
    step(
      messages.stepsMapUsersTitle,
      messages.stepsMapUsersText,
      'roleMappings',
      go(i18n.translate(messages.stepsMapUsersButton), rolePaths.list(), 'getStartedMapUsers')
    ),
    step(
      messages.stepsUsersTitle,
      messages.stepsUsersText,
      'users',
      go(i18n.translate(messages.stepsUsersButton), userPaths.users(), 'getStartedUsers')
    ),
  ];

  return (
    <div data-test-subj="getStartedPage">
      <EuiPageHeader
        pageTitle={i18n.translate(messages.title)}
        description={<FormattedMessage {...messages.description} values={{ learnMore: doc('introduction') }} />}
      />
      <EuiSpacer />
      <EuiPanel>
        <EuiSteps steps={steps} headingElement="h2" titleSize="xs" />
      </EuiPanel>
      <EuiSpacer />
      <SectionPanel title={i18n.translate(messages.optionalTitle)} gap="s" data-test-subj="getStartedOptional">
        {learnMoreThen(
          messages.optionalAuditText,
          'auditLogging',
          go(i18n.translate(messages.optionalAuditButton), auditPaths.auditLogging(), 'getStartedAuditLogging')
        )}
        <EuiSpacer />
        {learnMoreThen(
          messages.optionalTenantsText,
          'tenants',
          go(i18n.translate(messages.optionalTenantsButton), TENANTS_PATH, 'getStartedTenants')
        )}
      </SectionPanel>
      <EuiSpacer />
      <SectionPanel
        title={i18n.translate(messages.purgeCacheTitle)}
        description={i18n.translate(messages.purgeCacheText)}
        gap="s"
        data-test-subj="getStartedPurgeCache"
      >
        <EuiButton
          iconType="refresh"
          onClick={purgeCache}
          isLoading={purging}
          isDisabled={purging}
          data-test-subj="purgeCache"
        >
          {i18n.translate(messages.purgeCacheButton)}
        </EuiButton>
      </SectionPanel>
    </div>
  );
};
