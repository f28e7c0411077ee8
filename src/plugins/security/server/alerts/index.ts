export { alertMigrations } from './migrations';
export { AlertRunner } from './alert_runner';
export { AlertRuleStore } from './rule_store';
export { SecretBox } from './secret_box';
export { registerAlertRoutes } from './alert_routes';
