/**
 * The words of audit retention and of the sinks' health as /status and the Audit logging page
 * show them: messages read in the reader's language, whose English is what
 * `retentionSummary()` and the status rows said before, word for word.
 */
import { i18n, type LocalizedMessage } from '../../../../core/server';
import { RETENTION_AGE, type AuditSinkHealth } from '../../common/audit_retention';

/** `90d` → "90 days", `1w` → "1 week"; a text that is no such duration stays as it is. */
function retentionAge(text: string): LocalizedMessage | string {
  const match = RETENTION_AGE.exec(text.trim());
  if (!match) return text;
  // `count` is shown as written (no digit grouping), `n` picks the plural form.
  const values = { n: Number(match[1]), count: match[1], unit: match[2] };
  return i18n.defineMessage('security.auditRetention.age', {
    defaultMessage:
      '{unit, select, s {{n, plural, =1 {{count} second} other {{count} seconds}}} m {{n, plural, =1 {{count} minute} other {{count} minutes}}} h {{n, plural, =1 {{count} hour} other {{count} hours}}} d {{n, plural, =1 {{count} day} other {{count} days}}} other {{n, plural, =1 {{count} week} other {{count} weeks}}}}',
    values,
  });
}

/** "Events are kept for 90 days.", "Events are kept until 1,000,000 newer events have been recorded.", or both. */
export function retentionSummaryMessage(maxAge: string | null, maxEvents: number | null): LocalizedMessage {
  const kind = maxAge && maxEvents !== null ? 'both' : maxAge ? 'age' : maxEvents !== null ? 'count' : 'none';
  return i18n.defineMessage('security.auditRetention.summary', {
    defaultMessage:
      '{kind, select, both {Events are kept for {age}, and only the newest {maxEvents, number} events.} age {Events are kept for {age}.} count {Events are kept until {maxEvents, number} newer events have been recorded.} other {Events are kept until they are deleted: no retention is configured.}}',
    values: { kind, age: maxAge ? retentionAge(maxAge) : '', maxEvents: maxEvents ?? 0 },
  });
}

/** The `security:audit_retention` status: the summary and the oldest event kept. */
export function retentionStatusMessage(summary: LocalizedMessage, oldestEvent: string | null): LocalizedMessage {
  return i18n.defineMessage('security.auditRetention.status', {
    defaultMessage: '{summary} Now {oldest}.',
    values: {
      summary,
      oldest: oldestEvent
        ? i18n.defineMessage('security.auditRetention.oldestEvent', {
            defaultMessage: 'the oldest event kept is from {time}',
            values: { time: oldestEvent },
          })
        : i18n.defineMessage('security.auditRetention.noEventYet', { defaultMessage: 'no event is kept yet' }),
    },
  });
}

export const auditNotStarted = (): LocalizedMessage =>
  i18n.defineMessage('security.auditRetention.notStarted', { defaultMessage: 'The audit log has not started' });

export const sinkNotStarted = (): LocalizedMessage =>
  i18n.defineMessage('security.auditRetention.sinkNotStarted', { defaultMessage: 'The audit sink has not started' });

/**
 * A sink's health in words. Over TCP, TLS and UDP nothing is acknowledged: the row says "sent",
 * never "delivered".
 */
export function sinkHealthMessage(health: AuditSinkHealth): LocalizedMessage {
  const acknowledged = health.delivered !== undefined ? 'yes' : 'no';
  const counts =
    health.delivered !== undefined
      ? i18n.defineMessage('security.auditRetention.sinkCountsDelivered', {
          defaultMessage: '{queued} queued, {dropped} dropped, {delivered} delivered',
          values: { queued: health.queued, dropped: health.dropped, delivered: health.delivered },
        })
      : i18n.defineMessage('security.auditRetention.sinkCountsSent', {
          defaultMessage: '{queued} queued, {dropped} dropped, {sent} sent (unacknowledged)',
          values: { queued: health.queued, dropped: health.dropped, sent: health.sent ?? 0 },
        });
  if (health.state === 'down') {
    return i18n.defineMessage('security.auditRetention.sinkDown', {
      defaultMessage:
        '{acknowledged, select, yes {Cannot deliver audit events ({error}): {counts}} other {Cannot send audit events ({error}): {counts}}}',
      values: { acknowledged, error: health.last_error ?? 'other', counts },
    });
  }
  if (health.state === 'idle') {
    return i18n.defineMessage('security.auditRetention.sinkIdle', {
      defaultMessage:
        '{acknowledged, select, yes {Another process delivers: {counts}} other {Another process sends: {counts}}}',
      values: { acknowledged, counts },
    });
  }
  return i18n.defineMessage('security.auditRetention.sinkUp', {
    defaultMessage:
      '{acknowledged, select, yes {Delivering audit events: {counts}} other {Sending audit events: {counts}}}',
    values: { acknowledged, counts },
  });
}
