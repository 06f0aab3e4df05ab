import { createAppConfig } from '../../tools/rspack/create-app-config';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig({ name: 'catalog', devPort: 4202, exposes: { './routes': './src/routes.tsx' } }, argv);
