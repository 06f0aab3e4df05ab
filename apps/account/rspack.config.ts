import { createAppConfig } from '../../tools/rspack/create-app-config';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig({ name: 'account', devPort: 4204, exposes: { './routes': './src/routes.tsx' } }, argv);
