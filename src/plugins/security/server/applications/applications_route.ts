import type { ApplicationInfo, IRouter } from '../../../../core/server';
import { APPLICATIONS_PATH, ApplicationsResponseSchema } from '../../common/applications';
import { securityApiRoute } from '../routes/configuration/types';

/**
 * GET /api/v1/applications: the apps the server declares, for the role editor's app picker. As
 * reading roles needs the roles endpoint, so does this (checked before the handler runs).
 */
export function registerApplicationsRoute(router: IRouter, applications: () => readonly ApplicationInfo[]): void {
  router.get(
    { path: APPLICATIONS_PATH, options: securityApiRoute(['roles']), response: { 200: ApplicationsResponseSchema } },
    async () => ({
      data: applications().map(({ id, title, category }) => ({ id, title, category: category ?? '' })),
    })
  );
}
