import React from 'react';
import { EuiButton, EuiEmptyPrompt, EuiPageTemplate, EuiProvider } from '@elastic/eui';
import { colorModeOf, i18n, mountReactApp } from '../../../../core/public';
import type { AppMountParameters, AppUnmount, CoreStart } from '../../../../core/public';
import { DASHBOARDS_APP_ID } from '../../common';
import messages from './messages.json';

/**
 * The visualize page (SPEC 2.1 page id "visualize"). Visualizations are not built as separate
 * saved objects here yet: the page says so and leads to the dashboards, where panels live. Laid
 * out as the other apps' pages (a page header), so its title starts below the fixed header.
 */
export function renderVisualizeApp(params: AppMountParameters, core: CoreStart): AppUnmount {
  const title = i18n.translate(messages.visualizeTitle);
  core.chrome?.setBreadcrumbs?.([{ text: title }]);
  return mountReactApp(
    params.element,
    <EuiProvider colorMode={colorModeOf(core.uiSettings)}>
      <EuiPageTemplate component="div" restrictWidth panelled={false} data-test-subj="visualizePage">
        <EuiPageTemplate.Header pageTitle={title} />
        <EuiPageTemplate.Section>
          <EuiEmptyPrompt
            iconType="visualizeApp"
            title={<h2>{i18n.translate(messages.visualizeEmptyTitle)}</h2>}
            body={<p>{i18n.translate(messages.visualizeEmptyBody)}</p>}
            actions={
              <EuiButton
                fill
                onClick={() => void core.application.navigateToApp(DASHBOARDS_APP_ID)}
                data-test-subj="openDashboards"
              >
                {i18n.translate(messages.visualizeOpenDashboardsButton)}
              </EuiButton>
            }
          />
        </EuiPageTemplate.Section>
      </EuiPageTemplate>
    </EuiProvider>
  );
}
