import type { InjectedMetadataStart } from '../injected_metadata/types';

export const OPENSEARCH_WEBSITE_URL = 'https://opensearch.org/';
const DOCS_ROOT = `${OPENSEARCH_WEBSITE_URL}docs/latest/`;

export interface DocLinksStart {
  /** The documentation version matching this build: its branch, or 'latest'. */
  readonly DOC_LINK_VERSION: string;
  readonly OPENSEARCH_WEBSITE_URL: string;
  readonly links: {
    readonly opensearchDashboards: {
      readonly introduction: string;
      readonly advancedSettings: string;
    };
    readonly security: {
      readonly introduction: string;
      readonly roles: string;
      readonly roleMappings: string;
      readonly users: string;
      readonly tenants: string;
      readonly actionGroups: string;
      readonly permissions: string;
      readonly documentLevelSecurity: string;
      readonly fieldLevelSecurity: string;
      readonly auditLogging: string;
      readonly authentication: string;
      readonly backendConfiguration: string;
    };
  };
}

export interface DocLinksStartDeps {
  injectedMetadata: Pick<InjectedMetadataStart, 'getKibanaBranch'>;
}

function deepFreeze<T extends object>(value: T): T {
  for (const child of Object.values(value)) {
    if (typeof child === 'object' && child !== null) deepFreeze(child);
  }
  return Object.freeze(value);
}

/** One place for documentation URLs, so a moved page is fixed once. */
export class DocLinksService {
  start({ injectedMetadata }: DocLinksStartDeps): DocLinksStart {
    const branch = injectedMetadata.getKibanaBranch();
    return deepFreeze({
      DOC_LINK_VERSION: branch || 'latest',
      OPENSEARCH_WEBSITE_URL,
      links: {
        opensearchDashboards: {
          introduction: `${DOCS_ROOT}dashboards/`,
          advancedSettings: `${DOCS_ROOT}dashboards/management/advanced-settings/`,
        },
        security: {
          introduction: `${DOCS_ROOT}security/`,
          roles: `${DOCS_ROOT}security/access-control/users-roles/`,
          roleMappings: `${DOCS_ROOT}security/access-control/users-roles/#mapping-users-to-roles`,
          users: `${DOCS_ROOT}security/access-control/users-roles/#create-users`,
          tenants: `${DOCS_ROOT}security/multi-tenancy/tenant-index/`,
          actionGroups: `${DOCS_ROOT}security/access-control/default-action-groups/`,
          permissions: `${DOCS_ROOT}security/access-control/permissions/`,
          documentLevelSecurity: `${DOCS_ROOT}security/access-control/document-level-security/`,
          fieldLevelSecurity: `${DOCS_ROOT}security/access-control/field-level-security/`,
          auditLogging: `${DOCS_ROOT}security/audit-logs/index/`,
          authentication: `${DOCS_ROOT}security/authentication-backends/authc-index/`,
          backendConfiguration: `${DOCS_ROOT}security/configuration/configuration/`,
        },
      },
    });
  }
}
