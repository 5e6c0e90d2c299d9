export * from './fake-api.js';
export * from './fixtures.js';
export * from './bucket-fixture.js';
export * from './render-app.js';
export * from './not-found.js';
