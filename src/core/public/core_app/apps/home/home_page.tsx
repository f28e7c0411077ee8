import React, { useMemo } from 'react';
import { EuiCard, EuiFlexGrid, EuiFlexItem, EuiIcon, EuiPageTemplate, EuiSpacer, EuiTitle } from '@elastic/eui';
import { AppNavLinkStatus, type ApplicationStart, type PublicAppInfo } from '../../../application/types';
import { useCurrentObservable } from '../../../utils/use_observable';
import { groupAppsForHome, type AppGroup } from './group_apps';
import { brandedCategory, type ProductCategoryBrand } from '../../../chrome/branded_category';
import { i18n } from '../../../i18n';
import messages from './messages.json';

export interface HomePageProps {
  application: Pick<ApplicationStart, 'applications$' | 'navigateToApp' | 'getUrlForApp'>;
  /** The product's own category as the branding names it (as in the drawer). */
  productCategory?: ProductCategoryBrand;
}

const NO_APPS: ReadonlyMap<string, PublicAppInfo> = new Map();

function isPlainLeftClick(event: React.MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

const AppCard: React.FC<{ app: PublicAppInfo; application: HomePageProps['application'] }> = ({ app, application }) => {
  const iconType = app.icon ?? app.euiIconType;
  return (
    <EuiCard
      layout="horizontal"
      titleSize="xs"
      titleElement="h3"
      title={app.title}
      description={app.tooltip ?? ''}
      icon={iconType ? <EuiIcon type={iconType} size="l" /> : undefined}
      isDisabled={app.navLinkStatus === AppNavLinkStatus.disabled}
      // A real href keeps "open in new tab" working; a plain click stays inside the shell.
      href={application.getUrlForApp(app.id)}
      onClick={(event: React.MouseEvent<HTMLAnchorElement>) => {
        if (!isPlainLeftClick(event)) return;
        event.preventDefault();
        void application.navigateToApp(app.id);
      }}
      data-test-subj={`homeAppCard-${app.id}`}
    />
  );
};

const AppGroupSection: React.FC<{ group: AppGroup; heading?: string; application: HomePageProps['application'] }> = ({
  group,
  heading,
  application,
}) => (
  <section data-test-subj={`homeAppGroup-${group.category?.id ?? 'uncategorized'}`}>
    {heading && (
      <>
        <EuiTitle size="s">
          <h2>{heading}</h2>
        </EuiTitle>
        <EuiSpacer size="m" />
      </>
    )}
    <EuiFlexGrid columns={3} gutterSize="m">
      {group.apps.map((app) => (
        <EuiFlexItem key={app.id}>
          <AppCard app={app} application={application} />
        </EuiFlexItem>
      ))}
    </EuiFlexGrid>
    <EuiSpacer size="xl" />
  </section>
);

/** The landing page: every app the user can open, grouped as in the navigation drawer. */
export const HomePage: React.FC<HomePageProps> = ({ application, productCategory }) => {
  const apps = useCurrentObservable(application.applications$, NO_APPS);
  const groups = useMemo(() => groupAppsForHome(apps), [apps]);
  // A lone "Other" heading over the only group would say nothing.
  const headingFor = (group: AppGroup) =>
    (group.category && brandedCategory(group.category, productCategory).label) ??
    (groups.length > 1 ? i18n.translate(messages.otherAppsTitle) : undefined);

  return (
    <EuiPageTemplate component="div" data-test-subj="homeApp">
      <EuiPageTemplate.Header pageTitle={i18n.translate(messages.pageTitle)} />
      {groups.length === 0 ? (
        <EuiPageTemplate.EmptyPrompt
          iconType="apps"
          title={<h2>{i18n.translate(messages.emptyTitle)}</h2>}
          body={<p>{i18n.translate(messages.emptyBody)}</p>}
          data-test-subj="homeEmptyState"
        />
      ) : (
        <EuiPageTemplate.Section>
          {groups.map((group) => (
            <AppGroupSection
              key={group.category?.id ?? ''}
              group={group}
              heading={headingFor(group)}
              application={application}
            />
          ))}
        </EuiPageTemplate.Section>
      )}
    </EuiPageTemplate>
  );
};
