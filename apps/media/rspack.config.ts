import { createAppConfig } from '../../tools/rspack/create-app-config';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig({ name: 'media', devPort: 4203, exposes: { './routes': './src/routes.tsx' } }, argv);
