export * from './mount-standalone.js';
export * from './spa-lifecycles.js';
export * from './standalone-root.js';
