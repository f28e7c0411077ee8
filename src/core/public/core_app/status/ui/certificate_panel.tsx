import React from 'react';
import { EuiDescriptionList, EuiPanel, EuiSpacer, EuiTitle } from '@elastic/eui';
import { Notice } from '../../../utils/notice';
import type { ServerCertificate } from '../types';
import { i18n } from '../../../i18n';
import messages from './messages.json';

/** The certificate the server serves HTTPS with: who it names, who signed it, when it ends. */
export const CertificatePanel: React.FC<{ certificate: ServerCertificate }> = ({ certificate }) => (
  <section data-test-subj="statusCertificate">
    <EuiTitle size="s">
      <h2>{i18n.translate(messages.certificateTitle)}</h2>
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
            title: i18n.translate(messages.certificateSubjectLabel),
            description: certificate.subject,
          },
          {
            title: i18n.translate(messages.certificateIssuerLabel),
            description: certificate.issuer,
          },
          {
            title: i18n.translate(messages.certificateExpiresLabel),
            description: i18n.translate(messages.certificateExpiresValue, {
              validTo: certificate.validTo,
              daysLeft: certificate.daysLeft,
            }),
          },
          {
            title: i18n.translate(messages.certificateSerialLabel),
            description: certificate.serialNumber,
          },
        ]}
      />
    </EuiPanel>
  </section>
);
