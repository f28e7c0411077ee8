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
  EuiTitle,
  type EuiStepsProps,
} from '@elastic/eui';
import { auditPaths } from '../audit_logging/paths';
import { AUTH_PATH } from '../auth_view/paths';
import { rolePaths } from '../roles/paths';
import { TENANTS_PATH } from '../tenant_list/paths';
import { userPaths } from '../users/paths';
import type { PageProps } from '../../types';
import { LearnMoreLink } from '../../utils/display';
import { showError } from '../../utils/toasts';
import { securityDocLink } from './security_doc_links';
import { i18n, FormattedMessage } from '../../../../../../../core/public';

export const GetStarted: React.FC<PageProps> = ({ core, api, navigate }) => {
  const [purging, setPurging] = useState(false);
  const toasts = core.notifications.toasts;
  const doc = (key: Parameters<typeof securityDocLink>[1]) => <LearnMoreLink href={securityDocLink(core, key)} />;

  const purgeCache = async () => {
    setPurging(true);
    try {
      const { message } = await api.purgeCache();
      toasts.addSuccess({
        title: i18n.translate('security.getStarted.purgeCache.successToast', {
          defaultMessage: 'Cache purge successful',
        }),
        ...(message ? { text: message } : {}),
        'data-test-subj': 'purgeCacheSuccessToast',
      });
    } catch (error) {
      showError(
        toasts,
        error,
        i18n.translate('security.getStarted.purgeCache.failed', { defaultMessage: 'Cache purge failed.' })
      );
    } finally {
      setPurging(false);
    }
  };

  const go = (label: string, path: string, testSubj: string, fill = false) => (
    <EuiButton fill={fill} onClick={() => navigate(path)} data-test-subj={testSubj}>
      {label}
    </EuiButton>
  );

  const steps: EuiStepsProps['steps'] = [
    {
      title: i18n.translate('security.getStarted.steps.auth.title', {
        defaultMessage: 'Review authentication and authorization',
      }),
      children: (
        <>
          <EuiText size="s">
            <p>
              <FormattedMessage
                id="security.getStarted.steps.auth.text"
                defaultMessage={
                  'The security configuration decides how users sign in (authentication domains, in their execution order) and where their backend roles come from (authorization backends). Check that it matches your identity providers. {learnMore}'
                }
                values={{ learnMore: doc('authentication') }}
              />
            </p>
          </EuiText>
          <EuiSpacer size="s" />
          {go(
            i18n.translate('security.getStarted.steps.auth.button', {
              defaultMessage: 'Review authentication and authorization',
            }),
            AUTH_PATH,
            'getStartedAuth',
            true
          )}
        </>
      ),
    },
    {
      title: i18n.translate('security.getStarted.steps.roles.title', { defaultMessage: 'Create roles' }),
      children: (
        <>
          <EuiText size="s">
            <p>
              <FormattedMessage
                id="security.getStarted.steps.roles.text"
                defaultMessage={
                  'A role is a set of cluster, index and tenant permissions. Start from the predefined roles or create your own. {learnMore}'
                }
                values={{ learnMore: doc('roles') }}
              />
            </p>
          </EuiText>
          <EuiSpacer size="s" />
          <EuiFlexGroup gutterSize="s" wrap responsive={false}>
            <EuiFlexItem grow={false}>
              {go(
                i18n.translate('security.getStarted.steps.roles.exploreButton', {
                  defaultMessage: 'Explore existing roles',
                }),
                rolePaths.list(),
                'getStartedRoles'
              )}
            </EuiFlexItem>
            <EuiFlexItem grow={false}>
              {go(
                i18n.translate('security.getStarted.steps.roles.createButton', { defaultMessage: 'Create new role' }),
                rolePaths.create(),
                'getStartedCreateRole'
              )}
            </EuiFlexItem>
          </EuiFlexGroup>
        </>
      ),
    },
    {
      title: i18n.translate('security.getStarted.steps.mapUsers.title', { defaultMessage: 'Map users to a role' }),
      children: (
        <>
          <EuiText size="s">
            <p>
              <FormattedMessage
                id="security.getStarted.steps.mapUsers.text"
                defaultMessage={
                  "Users get a role's permissions once they are mapped to it, by user name or by a backend role from the authorization backends. Open a role and choose its mapped users. {learnMore}"
                }
                values={{ learnMore: doc('roleMappings') }}
              />
            </p>
          </EuiText>
          <EuiSpacer size="s" />
          {go(
            i18n.translate('security.getStarted.steps.mapUsers.button', { defaultMessage: 'Map users to a role' }),
            rolePaths.list(),
            'getStartedMapUsers'
          )}
        </>
      ),
    },
    {
      title: i18n.translate('security.getStarted.steps.users.title', { defaultMessage: 'Create internal users' }),
      children: (
        <>
          <EuiText size="s">
            <p>
              <FormattedMessage
                id="security.getStarted.steps.users.text"
                defaultMessage={
                  'Internal users are kept by the security plugin itself: useful for service accounts and when no external identity provider is configured. {learnMore}'
                }
                values={{ learnMore: doc('users') }}
              />
            </p>
          </EuiText>
          <EuiSpacer size="s" />
          {go(
            i18n.translate('security.getStarted.steps.users.button', { defaultMessage: 'Manage internal users' }),
            userPaths.users(),
            'getStartedUsers'
          )}
        </>
      ),
    },
  ];

  return (
    <div data-test-subj="getStartedPage">
      <EuiPageHeader
        pageTitle={i18n.translate('security.getStarted.title', { defaultMessage: 'Get started' })}
        description={
          <FormattedMessage
            id="security.getStarted.description"
            defaultMessage={
              'Set up security in four steps: review how users authenticate, create roles, map users to them, and create internal users where needed. {learnMore}'
            }
            values={{ learnMore: doc('introduction') }}
          />
        }
      />
      <EuiSpacer />
      <EuiPanel>
        <EuiSteps steps={steps} headingElement="h2" titleSize="xs" />
      </EuiPanel>
      <EuiSpacer />
      <EuiPanel data-test-subj="getStartedOptional">
        <EuiTitle size="s">
          <h2>
            {i18n.translate('security.getStarted.optional.title', {
              defaultMessage: 'Optional: configure audit logs and tenants',
            })}
          </h2>
        </EuiTitle>
        <EuiSpacer size="s" />
        <EuiText size="s">
          <p>
            <FormattedMessage
              id="security.getStarted.optional.auditText"
              defaultMessage={
                'Audit logs record who signed in, who was refused and what changed in the security configuration. {learnMore}'
              }
              values={{ learnMore: doc('auditLogging') }}
            />
          </p>
        </EuiText>
        <EuiSpacer size="s" />
        {go(
          i18n.translate('security.getStarted.optional.auditButton', {
            defaultMessage: 'Review audit log configuration',
          }),
          auditPaths.auditLogging(),
          'getStartedAuditLogging'
        )}
        <EuiSpacer />
        <EuiText size="s">
          <p>
            <FormattedMessage
              id="security.getStarted.optional.tenantsText"
              defaultMessage={
                'Tenants keep index patterns, visualizations and dashboards apart: a global tenant everyone shares, a private tenant per user and custom tenants for teams. {learnMore}'
              }
              values={{ learnMore: doc('tenants') }}
            />
          </p>
        </EuiText>
        <EuiSpacer size="s" />
        {go(
          i18n.translate('security.getStarted.optional.tenantsButton', { defaultMessage: 'Manage tenants' }),
          TENANTS_PATH,
          'getStartedTenants'
        )}
      </EuiPanel>
      <EuiSpacer />
      <EuiPanel data-test-subj="getStartedPurgeCache">
        <EuiTitle size="s">
          <h2>{i18n.translate('security.getStarted.purgeCache.title', { defaultMessage: 'Purge cache' })}</h2>
        </EuiTitle>
        <EuiSpacer size="s" />
        <EuiText size="s">
          <p>
            {i18n.translate('security.getStarted.purgeCache.text', {
              defaultMessage:
                'The security plugin caches verified credentials and permission evaluations. Purge the cache after changing the security configuration outside this app, so every request is checked against the new configuration at once.',
            })}
          </p>
        </EuiText>
        <EuiSpacer size="s" />
        <EuiButton
          iconType="refresh"
          onClick={purgeCache}
          isLoading={purging}
          isDisabled={purging}
          data-test-subj="purgeCache"
        >
          {i18n.translate('security.getStarted.purgeCache.button', { defaultMessage: 'Purge cache' })}
        </EuiButton>
      </EuiPanel>
    </div>
  );
};
