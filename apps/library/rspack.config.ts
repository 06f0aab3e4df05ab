import { createAppConfig } from '../../tools/rspack/create-app-config';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig({ name: 'library', devPort: 4201, exposes: { './routes': './src/routes.tsx' } }, argv);
