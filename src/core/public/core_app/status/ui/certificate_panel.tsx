import React from 'react';
import { EuiDescriptionList, EuiPanel, EuiSpacer, EuiTitle } from '@elastic/eui';
import { Notice } from '../../../utils/notice';
import type { ServerCertificate } from '../types';
import { i18n } from '../../../i18n';
import { messages } from './messages';

/** The certificate the server serves HTTPS with: who it names, who signed it, when it ends. */
export const CertificatePanel: React.FC<{ certificate: ServerCertificate }> = ({ certificate }) => (
  <section data-test-subj="statusCertificate">
    <EuiTitle size="s">
      <h2>{i18n.translate(messages.title)}</h2>
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
          {
            title: i18n.translate(messages.subjectLabel),
            description: certificate.subject,
          },
          {
            title: i18n.translate(messages.issuerLabel),
            description: certificate.issuer,
          },
          {
            title: i18n.translate(messages.expiresLabel),
            description: i18n.translate(messages.expiresValue, {
              validTo: certificate.validTo,
              daysLeft: certificate.daysLeft,
            }),
          },
          {
            title: i18n.translate(messages.serialLabel),
            description: certificate.serialNumber,
          },
        ]}
      />
    </EuiPanel>
  </section>
);
