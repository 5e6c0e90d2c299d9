import { createFederatedConfig } from '../rspack.base.ts';

export default createFederatedConfig({
  dirname: import.meta.dirname,
  name: 'wattle_shell',
  title: 'Wattle',
});
