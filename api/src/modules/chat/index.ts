/** Chat: a customer's conversation with support, live over socket.io and kept. */
export { chatRoutes as chatModule } from './chat-routes.js';
