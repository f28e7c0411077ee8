/** The History tab of a role, internal user, role mapping, action group or tenant page. */
import React, { useMemo } from 'react';
import { EuiSpacer, EuiText } from '@elastic/eui';
import type { HistoryResourceKind } from '../../../../../common/history';
import type { PageProps } from '../../types';
import { HistoryTable } from './history_table';
import { i18n } from '../../../../../../../core/public';

interface Props extends Pick<PageProps, 'api' | 'navigate' | 'hrefFor'> {
  kind: HistoryResourceKind;
  /** Without a name: every resource of the kind (the tenants page). */
  name?: string;
}

export const ResourceHistory: React.FC<Props> = ({ api, navigate, hrefFor, kind, name }) => {
  const filter = useMemo(() => ({ kind, ...(name !== undefined ? { name } : {}) }), [kind, name]);
  return (
    <div data-test-subj="resourceHistory">
      <EuiText size="s">
        <p>
          {name !== undefined
            ? i18n.translate('security.history.resource.intro', {
                defaultMessage:
                  'Every recorded change to {kind, select, roles {role} rolesmapping {role mapping} actiongroups {action group} internalusers {internal user} tenants {tenant} nodesdn {nodes dn} config {security configuration} audit {audit configuration} allowlist {allowlist} other {{kind}}} {name}, newest first. Open a version to see its diff or to revert to it.',
                values: { kind, name },
              })
            : i18n.translate('security.history.resource.kindIntro', {
                defaultMessage:
                  'Every recorded change to {kind, select, roles {roles} rolesmapping {role mappings} actiongroups {action groups} internalusers {internal users} tenants {tenants} nodesdn {nodes dns} config {security configurations} audit {audit configurations} allowlist {allowlists} other {{kind}}}, newest first. Open a version to see its diff or to revert to it.',
                values: { kind },
              })}
        </p>
      </EuiText>
      <EuiSpacer size="m" />
      <HistoryTable
        api={api}
        navigate={navigate}
        hrefFor={hrefFor}
        filter={filter}
        noItemsMessage={i18n.translate('security.history.resource.none', {
          defaultMessage: 'No changes have been recorded yet.',
        })}
        data-test-subj="resourceHistoryTable"
      />
    </div>
  );
};
