/** Notifications: what a person is told, kept, pushed to their open screens and e-mailed. */
export { notificationRoutes as notificationsModule } from './notification-routes.js';
export {
  announceChange,
  listNotifications,
  notify,
  notifyEach,
  type NotificationInput,
} from './notification-service.js';
