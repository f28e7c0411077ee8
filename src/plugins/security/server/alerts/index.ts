export { alertMigrations } from './migrations';
export { AlertRunner } from './alert_runner';
export { AlertRuleStore } from './rule_store';
export { registerAlertRoutes } from './alert_routes';
