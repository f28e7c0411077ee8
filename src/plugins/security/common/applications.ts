/** The apps a role's application permissions may name (issue 41): the role editor's app picker. */
import { Type, type Static } from '@sinclair/typebox';

export const APPLICATIONS_PATH = '/api/v1/applications';

export const ApplicationSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  /** The nav drawer's group the app is listed under; '' for none (home, status). */
  category: Type.String(),
});
export type Application = Static<typeof ApplicationSchema>;

export const ApplicationsResponseSchema = Type.Object({ data: Type.Array(ApplicationSchema) });
export type ApplicationsResponse = Static<typeof ApplicationsResponseSchema>;
