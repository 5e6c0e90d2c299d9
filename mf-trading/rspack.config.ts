import { createFederatedConfig } from '../rspack.base.ts';

export default createFederatedConfig({
  dirname: import.meta.dirname,
  name: 'wattle_trading',
  port: 3002,
  title: 'Wattle Trading',
  exposes: { './App': './src/app/app.tsx', './spa': './src/app/spa.tsx' },
});
