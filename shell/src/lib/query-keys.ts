/**
 * The query keys of the shell's own resources, one factory per resource. The signed-in person
 * and permissions are shared with the remotes: their keys are `sessionKeys` in @wattle/shared.
 */

/** The signed-in person's notifications: loaded with the user, updated by realtime pushes. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};

/** `GET /health`, polled for maintenance mode; kept across logout. */
export const healthKeys = {
  all: ['health'] as const,
};

/** One verification link, checked once. */
export const verifyEmailKeys = {
  all: ['verify-email'] as const,
  token: (token: string) => [...verifyEmailKeys.all, token] as const,
};

/** The customer's live-chat thread with support. */
export const chatKeys = {
  thread: () => ['chat', 'thread'] as const,
};
