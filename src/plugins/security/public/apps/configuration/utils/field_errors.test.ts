import { describe, expect, it } from '@jest/globals';
import { httpFetchError } from '../../../../../../core/public/mocks';
import { GENERIC_ERROR_TEXT } from './toasts';
import { splitServerErrors } from './field_errors';

const refusal = (message: string) => httpFetchError(400, message);

describe('splitServerErrors', () => {
  it("puts a refusal naming one of the form's fields under that field, in words, prefix stripped", () => {
    expect(splitServerErrors(refusal('[password] is too weak'), ['password'])).toEqual({
      fields: { password: 'Is too weak.' },
      general: undefined,
    });
  });

  it('names any other field in words above the form, never as a schema path', () => {
    expect(
      splitServerErrors(refusal('[index_permissions[0].dls] must be a query; [hidden] is read-only'), ['description'])
    ).toEqual({ fields: {}, general: 'Index permissions 1 dls: must be a query. Hidden: is read-only.' });
  });

  it('keeps a message without a prefix as it is, and says something even without a message', () => {
    expect(splitServerErrors(refusal("Role 'x' is reserved."), ['name'])).toEqual({
      fields: {},
      general: "Role 'x' is reserved.",
    });
    expect(splitServerErrors(new Error('boom'), ['name'])).toEqual({ fields: {}, general: GENERIC_ERROR_TEXT });
  });
});
