/** The one rule both listeners use to refuse an on-behalf-of token before reading the body (upstream's order). */
import {
  OBO_DISABLED_MESSAGE,
  OBO_INTERNAL_USERS_ONLY_MESSAGE,
  OboRequestError,
  oboRefusal,
  TOKEN_USERS_CANNOT_MINT_MESSAGE,
} from './obo_service';

describe('oboRefusal', () => {
  it("refuses a token's caller first, even while the feature is off (403, not the switch's 400)", () => {
    expect(oboRefusal({ byToken: true, internalUser: true }, false)).toEqual({
      status: 403,
      message: TOKEN_USERS_CANNOT_MINT_MESSAGE,
    });
  });

  it("then the feature's switch, before anything about the caller", () => {
    expect(oboRefusal({ byToken: false, internalUser: false }, false)).toEqual({
      status: 400,
      message: OBO_DISABLED_MESSAGE,
    });
  });

  it('issues to internal users only: a directory user of the same name is a refusal of the request', () => {
    expect(() => oboRefusal({ byToken: false, internalUser: false }, true)).toThrow(
      new OboRequestError(OBO_INTERNAL_USERS_ONLY_MESSAGE)
    );
    expect(oboRefusal({ byToken: false, internalUser: true }, true)).toBeUndefined();
  });
});
