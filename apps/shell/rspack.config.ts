import { createAppConfig, createEarlyCallsConfig } from '../../tools/rspack/create-app-config';
import { createServiceWorkerConfig } from '../../tools/rspack/service-worker-config';

export default (_env: unknown, argv: { mode?: string }) => {
  const shell = createAppConfig({ name: 'shell', devPort: 4200 }, argv);
  return shell.mode === 'production' ? [shell, createEarlyCallsConfig(), createServiceWorkerConfig()] : shell;
};
