/**
 * Audit events as RFC 5424 syslog messages, the event as JSON in the MSG part (what a SIEM
 * parses), framed for TCP and TLS by octet counting (RFC 6587 section 3.4.1): `<length> <message>`,
 * so a message may hold any character and a receiver never splits or joins two.
 */
import { hostname } from 'os';
import type { AuditEvent } from '../../../common/audit';
import { FAILURE_CATEGORIES } from '../../../common/audit_insights';

/** APP-NAME of every message (RFC 5424: at most 48 printable characters). */
export const SYSLOG_APP_NAME = 'opensearch-dashboards';
/** Severities: notice for refusals and failures, informational for the rest. */
const NOTICE = 5;
const INFORMATIONAL = 6;

/** Printable US-ASCII without spaces, cut to `max`, or the nil value `-` (RFC 5424's header fields). */
function headerField(value: string, max: number): string {
  const printable = value.replace(/[^\x21-\x7e]/g, '').slice(0, max);
  return printable || '-';
}

export interface SyslogHeader {
  facility: number;
  hostname?: string;
  procId?: string;
}

/** `<PRI>1 TIMESTAMP HOSTNAME APP-NAME PROCID MSGID - {event as JSON}`, the category as MSGID. */
export function formatSyslogMessage(event: AuditEvent, header: SyslogHeader): string {
  const failure = (FAILURE_CATEGORIES as readonly string[]).includes(event.category);
  const pri = header.facility * 8 + (failure ? NOTICE : INFORMATIONAL);
  return [
    `<${pri}>1`,
    event.timestamp,
    headerField(header.hostname ?? hostname(), 255),
    SYSLOG_APP_NAME,
    headerField(header.procId ?? String(process.pid), 128),
    headerField(event.category, 32),
    '-',
    JSON.stringify(event),
  ].join(' ');
}

/** RFC 6587 octet counting: the message's length in bytes, a space, the message. */
export function octetCounted(message: string): Buffer {
  const body = Buffer.from(message, 'utf8');
  return Buffer.concat([Buffer.from(`${body.length} `, 'ascii'), body]);
}
