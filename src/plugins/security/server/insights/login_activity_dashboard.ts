import type { SavedObjectsClient, SavedObjectsServiceStart } from '../../../../core/server';
import {
  AUDIT_CHART_VIS_TYPE,
  LOGIN_ACTIVITY_DASHBOARD_ID,
  LOGIN_ACTIVITY_TITLE,
  LOGIN_ACTIVITY_VISUALIZATIONS,
} from '../../common/login_activity';

/** The four visualizations and the dashboard that shows them two by two, as saved objects. */
export function loginActivityObjects() {
  const visualizations = LOGIN_ACTIVITY_VISUALIZATIONS.map((vis) => ({
    type: 'visualization',
    id: vis.id,
    attributes: {
      title: vis.title,
      description: vis.description,
      visState: JSON.stringify({ title: vis.title, type: AUDIT_CHART_VIS_TYPE, params: vis.params }),
    },
  }));
  const panels = LOGIN_ACTIVITY_VISUALIZATIONS.map((vis, index) => ({
    panelIndex: String(index + 1),
    title: vis.title,
    panelRefName: `panel_${index}`,
    gridData: { x: (index % 2) * 24, y: Math.floor(index / 2) * 15, w: 24, h: 15, i: String(index + 1) },
  }));
  const dashboard = {
    type: 'dashboard',
    id: LOGIN_ACTIVITY_DASHBOARD_ID,
    attributes: {
      title: LOGIN_ACTIVITY_TITLE,
      description: 'Who logs in, who fails and from where: the audit log of the last 24 hours.',
      panelsJSON: JSON.stringify(panels),
    },
    references: LOGIN_ACTIVITY_VISUALIZATIONS.map((vis, index) => ({
      name: `panel_${index}`,
      type: 'visualization',
      id: vis.id,
    })),
  };
  return [...visualizations, dashboard];
}

/**
 * Writes the dashboard and its visualizations into the global tenant, replacing what is there
 * under their ids (a restore puts back the defaults; a user's copies keep other ids). All or
 * nothing: one object the client may not overwrite fails the whole write with its error.
 */
export async function writeLoginActivityDashboard(client: SavedObjectsClient): Promise<void> {
  await client.bulkCreate(loginActivityObjects(), { overwrite: true, atomic: true });
}

/** Without the dashboards plugin there is nowhere to put the dashboard. */
export function canHoldLoginActivity(savedObjects: Pick<SavedObjectsServiceStart, 'getTypeRegistry'>): boolean {
  const types = savedObjects.getTypeRegistry();
  return types.has('dashboard') && types.has('visualization');
}
