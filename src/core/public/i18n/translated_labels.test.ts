import { afterEach, describe, expect, it } from '@jest/globals';
import { resetTranslations, setTranslations } from './translate';
import { translatedLabels } from './translated_labels';

describe('translatedLabels', () => {
  afterEach(() => resetTranslations());

  it('reads each label in the locale loaded when it is read, not when the record was made', () => {
    const labels = translatedLabels({
      user: { id: 'x.kind.user', defaultMessage: 'User' },
      role: { id: 'x.kind.role', defaultMessage: 'Role' },
    });
    expect(labels.user).toBe('User');
    setTranslations({ locale: 'de-DE', messages: { 'x.kind.user': 'Benutzer', 'x.kind.role': 'Rolle' } });
    expect({ ...labels }).toEqual({ user: 'Benutzer', role: 'Rolle' });
    expect(Object.keys(labels)).toEqual(['user', 'role']);
  });
});
