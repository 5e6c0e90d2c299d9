import { createFederatedConfig } from '../rspack.base.ts';

export default createFederatedConfig({
  dirname: import.meta.dirname,
  name: 'wattle_account',
  port: 3003,
  title: 'Wattle Account',
  exposes: { './App': './src/app/app.tsx', './spa': './src/app/spa.tsx' },
});
