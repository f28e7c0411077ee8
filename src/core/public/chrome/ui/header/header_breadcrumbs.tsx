import React from 'react';
import type { Observable } from 'rxjs';
import { EuiHeaderBreadcrumbs } from '@elastic/eui';
import { useObservable } from '../../../utils/use_observable';
import type { ChromeBreadcrumb } from '../../types';
import { i18n } from '../../../i18n';
import messages from './messages.json';

export const MAX_BREADCRUMBS = 10;

interface Props {
  breadcrumbs$: Observable<ChromeBreadcrumb[]>;
}

export const HeaderBreadcrumbs: React.FC<Props> = ({ breadcrumbs$ }) => {
  const breadcrumbs = useObservable(breadcrumbs$, []);
  const items = breadcrumbs.map((crumb, index) => ({
    'data-test-subj': `breadcrumb${index === breadcrumbs.length - 1 ? ' last' : ''}`,
    // EUI cuts every crumb but the last to a short width ("Dashboards Manage…"): the leading crumbs
    // are app and section names, short enough to show whole; only the page's own title may be cut.
    ...(index < breadcrumbs.length - 1 ? { truncate: false } : {}),
    ...crumb,
  }));
  // responsive={false}: the spec's fixed limit applies at every width.
  return (
    <EuiHeaderBreadcrumbs
      breadcrumbs={items}
      max={MAX_BREADCRUMBS}
      responsive={false}
      aria-label={i18n.translate(messages.breadcrumbsAriaLabel)}
      data-test-subj="breadcrumbs"
    />
  );
};
