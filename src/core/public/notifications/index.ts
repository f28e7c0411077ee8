export { NotificationsService } from './notifications_service';
export type { InternalNotificationsStart } from './notifications_service';
export type { NotificationsSetupDeps, NotificationsStartDeps, NotificationsUiSettings } from './notification_deps';
export * from './types';
