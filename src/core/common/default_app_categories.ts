/** Same shape as the browser's AppCategory; declared here so common code needs no browser types. */
export interface DefaultAppCategory {
  id: string;
  label: string;
  order: number;
  euiIconType: string;
}

/**
 * The navigation drawer groups apps by these categories, lowest order first (SPEC 2.6). Frozen
 * so a plugin cannot reorder the drawer for every other plugin by mutating a shared object.
 *
 * The product's own category keeps the id `kibana` (stored drawer state and test subjects use
 * it) but is labelled with the product's name, never another product's (issue 44.3): the drawer
 * and Home show it with the configured branding (brandedCategory).
 */
export const DEFAULT_APP_CATEGORIES: Readonly<
  Record<'kibana' | 'enterpriseSearch' | 'observability' | 'security' | 'management', Readonly<DefaultAppCategory>>
> = Object.freeze({
  kibana: Object.freeze({ id: 'kibana', label: 'OpenSearch Dashboards', order: 1000, euiIconType: 'inputOutput' }),
  enterpriseSearch: Object.freeze({
    id: 'enterpriseSearch',
    label: 'Enterprise Search',
    order: 2000,
    euiIconType: 'logoEnterpriseSearch',
  }),
  observability: Object.freeze({
    id: 'observability',
    label: 'Observability',
    order: 3000,
    euiIconType: 'logoObservability',
  }),
  security: Object.freeze({ id: 'security', label: 'Security', order: 4000, euiIconType: 'logoSecurity' }),
  management: Object.freeze({ id: 'management', label: 'Management', order: 5000, euiIconType: 'managementApp' }),
});
