import { Type, type Static } from '@sinclair/typebox';

/** Upstream's answer to `generateonbehalfoftoken`, on both listeners: the token is shown only here. */
export const OboTokenResponseSchema = Type.Object({
  user: Type.String(),
  authenticationToken: Type.String(),
  durationSeconds: Type.Integer(),
});
export type OboTokenResponse = Static<typeof OboTokenResponseSchema>;
