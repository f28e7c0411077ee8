import { describe, expect, it } from '@jest/globals';
import { bodyOf, EMPTY_RULE_FORM, formOf, validateRuleForm } from './rule_form';

describe('the alert rule form', () => {
  it('names every wrong field, and needs at least one action', () => {
    expect(
      validateRuleForm({ ...EMPTY_RULE_FORM, name: ' ', threshold: '0', windowMinutes: '1441', inApp: false })
    ).toEqual({
      name: 'Enter a name.',
      threshold: 'Enter a whole number from 1 to 1000000.',
      windowMinutes: 'Enter a whole number of minutes from 1 to 1440.',
      actions: 'Choose at least one action: an in-app notification or a webhook.',
    });
    expect(validateRuleForm({ ...EMPTY_RULE_FORM, name: 'x', webhookUrl: 'javascript:alert(1)' })).toEqual({
      webhookUrl: 'Enter an http:// or https:// address.',
    });
    // The counts do not matter for rules that count nothing.
    expect(validateRuleForm({ ...EMPTY_RULE_FORM, name: 'x', type: 'new_address_login', threshold: '' })).toEqual({});
  });

  it('sends the condition of its type only, and reads a stored rule back the same', () => {
    const body = bodyOf({
      ...EMPTY_RULE_FORM,
      name: ' Spray ',
      groupBy: 'address',
      threshold: '20',
      webhookUrl: ' https://h.example/x ',
    });
    expect(body).toEqual({
      name: 'Spray',
      enabled: true,
      condition: { type: 'failed_logins', group_by: 'address', threshold: 20, window_minutes: 5 },
      actions: { in_app: true, webhook: { url: 'https://h.example/x' } },
    });
    expect(bodyOf({ ...EMPTY_RULE_FORM, name: 'm', type: 'reserved_mapping_change' }).condition).toEqual({
      type: 'reserved_mapping_change',
    });
    const rule = {
      id: 'abcdefgh',
      name: 'Spray',
      enabled: false,
      condition: body.condition,
      actions: { in_app: true, webhook: { url: 'https://h.example/x' } },
      created_by: 'admin',
      created_at: '',
      updated_at: '',
      last_fired_at: null,
    };
    expect(bodyOf(formOf(rule))).toEqual({ ...body, enabled: false });
  });
});
