/** The History tab of a role, internal user, role mapping, action group or tenant page. */
import React, { useMemo } from 'react';
import { EuiSpacer, EuiText } from '@elastic/eui';
import type { HistoryResourceKind } from '../../../../../common/history';
import type { PageProps } from '../../types';
import { HistoryTable } from './history_table';
import { i18n } from '../../../../../../../core/public';
import messages from './messages.json';

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
            ? i18n.translate(messages.resourceIntro, { kind, name })
            : i18n.translate(messages.resourceKindIntro, { kind })}
        </p>
      </EuiText>
      <EuiSpacer size="m" />
      <HistoryTable
        api={api}
        navigate={navigate}
        hrefFor={hrefFor}
        filter={filter}
        noItemsMessage={i18n.translate(messages.resourceNone)}
        data-test-subj="resourceHistoryTable"
      />
    </div>
  );
};
