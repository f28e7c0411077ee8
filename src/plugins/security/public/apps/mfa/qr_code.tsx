import React, { useEffect, useState } from 'react';
import { i18n } from '../../../../../core/public/light';
import messages from './messages.json';

/**
 * The otpauth URL as a QR code an authenticator app scans: an SVG made in the browser (the secret
 * never goes to a third-party image service). The library loads only when a QR code is shown.
 */
export const QrCode: React.FC<{ text: string; size?: number }> = ({ text, size = 180 }) => {
  const [svg, setSvg] = useState<string | undefined>();
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qrcode) => qrcode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((made) => {
        if (live) setSvg(made);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [text]);
  if (!svg) return <div style={{ width: size, height: size }} aria-hidden="true" />;
  return (
    <img
      src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
      width={size}
      height={size}
      alt={i18n.translate(messages.qrCodeAlt)}
      data-test-subj="mfaQrCode"
    />
  );
};
