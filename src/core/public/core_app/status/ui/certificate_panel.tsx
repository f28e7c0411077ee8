import React from 'react';
import { EuiDescriptionList, EuiPanel, EuiSpacer, EuiTitle } from '@elastic/eui';
import { Notice } from '../../../utils/notice';
import type { ServerCertificate } from '../types';

/** The certificate the server serves HTTPS with: who it names, who signed it, when it ends. */
export const CertificatePanel: React.FC<{ certificate: ServerCertificate }> = ({ certificate }) => (
  <section data-test-subj="statusCertificate">
    <EuiTitle size="s">
      <h2>TLS certificate</h2>
    </EuiTitle>
    <EuiSpacer size="m" />
    {certificate.warning && (
      <Notice
        title={certificate.warning}
        color="warning"
        iconType="warning"
        data-test-subj="statusCertificateWarning"
      />
    )}
    <EuiPanel hasBorder paddingSize="m">
      <EuiDescriptionList
        type="column"
        compressed
        listItems={[
          { title: 'Subject', description: certificate.subject },
          { title: 'Issuer', description: certificate.issuer },
          {
            title: 'Expires',
            description: `${certificate.validTo} (${certificate.daysLeft} ${certificate.daysLeft === 1 ? 'day' : 'days'})`,
          },
          { title: 'Serial', description: certificate.serialNumber },
        ]}
      />
    </EuiPanel>
  </section>
);
