import { Type, type Static } from '@sinclair/typebox';

/** `GET/PUT /api/v1/account/locale`: a shipped locale's name (the server refuses any other), or null: no choice of their own. */
export const AccountLocaleSchema = Type.Object(
  { locale: Type.Union([Type.String({ minLength: 1, maxLength: 16 }), Type.Null()]) },
  { additionalProperties: false }
);
export type AccountLocale = Static<typeof AccountLocaleSchema>;
