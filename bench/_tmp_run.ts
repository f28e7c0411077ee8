import { measureAuditRetention, printAuditRetention } from '/work/wt-i39-audit/bench/audit_retention';
measureAuditRetention().then(printAuditRetention);
