/** What /status shows of the served certificate: the server builds it, the status page shows it. */
export interface CertificateInfo {
  /** "CN=…, O=…". */
  subject: string;
  issuer: string;
  serialNumber: string;
  /** ISO 8601. */
  validTo: string;
  /** Whole days until expiry (negative once expired). */
  daysLeft: number;
  /** Set when fewer than 30 days (EXPIRY_WARNING_DAYS) are left. */
  warning?: string;
}
