import { describe, expect, it } from '@jest/globals';
import { DEFAULT_APP_CATEGORIES } from './default_app_categories';

describe('DEFAULT_APP_CATEGORIES', () => {
  it('names the five drawer categories with the spec labels and orders', () => {
    const summary = Object.values(DEFAULT_APP_CATEGORIES).map(({ id, label, order }) => ({ id, label, order }));
    expect(summary).toEqual([
      { id: 'kibana', label: 'OpenSearch Dashboards', order: 1000 },
      { id: 'enterpriseSearch', label: 'Enterprise Search', order: 2000 },
      { id: 'observability', label: 'Observability', order: 3000 },
      { id: 'security', label: 'Security', order: 4000 },
      { id: 'management', label: 'Management', order: 5000 },
    ]);
  });

  it('gives every category an icon', () => {
    for (const category of Object.values(DEFAULT_APP_CATEGORIES)) {
      expect(category.euiIconType).toEqual(expect.any(String));
    }
  });

  it('cannot be changed by a plugin', () => {
    expect(() => {
      (DEFAULT_APP_CATEGORIES.kibana as { order: number }).order = 1;
    }).toThrow(TypeError);
    expect(DEFAULT_APP_CATEGORIES.kibana.order).toBe(1000);
  });

  it("names and draws the product's own category as ours, never Kibana's", () => {
    expect(DEFAULT_APP_CATEGORIES.kibana.label).toBe('OpenSearch Dashboards');
    // What a user sees (labels, icons); the id `kibana` stays for stored drawer state.
    const shown = Object.values(DEFAULT_APP_CATEGORIES).flatMap(({ label, euiIconType }) => [label, euiIconType]);
    expect(shown.filter((text) => /kibana/i.test(text))).toEqual([]);
  });
});
