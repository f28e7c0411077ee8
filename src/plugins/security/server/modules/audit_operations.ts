import type { AuditSinkHealth } from '../../common/audit_retention';
import { AuditOperations, watchAuditStatus } from '../audit/audit_operations';
import { registerAuditRetentionRoutes } from '../routes/audit_retention';
import { Late } from './late';
import type { SecurityModule } from './types';

export interface AuditOperationsModule extends SecurityModule {
  /** Each sink's delivery health; [] when not started. */
  sinkHealth(): Promise<AuditSinkHealth[]>;
}

/** Retention's purge and the sinks events are shipped to, for the audit log kept in the store. */
export function auditOperationsModule(): AuditOperationsModule {
  let made: AuditOperations | undefined;
  const started = new Late<AuditOperations>();
  return {
    id: 'audit_operations',
    requires: ['audit_store'],
    setup({ core, router, config }) {
      registerAuditRetentionRoutes(router, started.get, core.i18n);
      watchAuditStatus(core, config.audit, () => started.current);
    },
    // The sinks are the backend's: made before it, started with the rest.
    prepare({ store, config, logger, now }) {
      made = new AuditOperations(config.audit, store, logger.get('audit'), now);
      return { auditSinks: made.sinks };
    },
    start() {
      made?.start();
      started.set(made);
    },
    async stop() {
      await started.current?.stop();
      started.set((made = undefined));
    },
    sinkHealth: async () => (await started.current?.sinkHealth()) ?? [],
  };
}
