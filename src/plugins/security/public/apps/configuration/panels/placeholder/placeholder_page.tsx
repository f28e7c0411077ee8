import React from 'react';
import { EuiButton, EuiEmptyPrompt, EuiPageHeader, EuiSpacer, EuiText } from '@elastic/eui';
import { LearnMoreLink } from '../../utils/display';

const DOCS = 'https://opensearch.org/docs/latest/security/';

/** What a section shows until its own issue builds it: what it is for, and where to read more. */
const CONTENT: Record<string, { title: string; body: string; doc: string }> = {
  getStarted: {
    title: 'Get started',
    body: 'Set up authentication, then create roles, map users to them and manage internal users and permissions.',
    doc: `${DOCS}index/`,
  },
  auth: {
    title: 'Authentication and authorization',
    body: 'The authentication and authorization domains of the security configuration will be shown here.',
    doc: `${DOCS}configuration/configuration/`,
  },
  tenants: {
    title: 'Tenants',
    body: 'Tenants are spaces for saving index patterns, visualizations and dashboards; they will be managed here.',
    doc: `${DOCS}multi-tenancy/tenant-index/`,
  },
  auditLogging: {
    title: 'Audit logging',
    body: 'Audit logging settings will be managed here.',
    doc: `${DOCS}audit-logs/index/`,
  },
};

export const PlaceholderPage: React.FC<{ kind: keyof typeof CONTENT | string }> = ({ kind }) => {
  const content = CONTENT[kind] ?? CONTENT.getStarted;
  return (
    <div data-test-subj={`placeholderPage-${kind}`}>
      <EuiPageHeader pageTitle={content.title} />
      <EuiSpacer />
      <EuiText>
        <p>
          {content.body} <LearnMoreLink href={content.doc} />
        </p>
      </EuiText>
    </div>
  );
};

export const NotFoundPage: React.FC<{ onBack(): void }> = ({ onBack }) => (
  <EuiEmptyPrompt
    data-test-subj="securityPageNotFound"
    iconType="alert"
    title={<h2>Page not found</h2>}
    body={<p>There is no Security page at this address. Choose a page from the menu.</p>}
    actions={[
      <EuiButton key="back" onClick={onBack} data-test-subj="securityNotFoundBack">
        Go to Get started
      </EuiButton>,
    ]}
  />
);
