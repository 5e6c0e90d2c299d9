import { createFederatedConfig } from '../rspack.base.ts';

export default createFederatedConfig({
  dirname: import.meta.dirname,
  name: 'wattle_account',
  title: 'Wattle Account',
  exposes: { './App': './src/app/app.tsx', './spa': './src/app/spa.tsx' },
});
