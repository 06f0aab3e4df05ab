import { createAppConfig } from '../../tools/rspack/create-app-config';

export default (_env: unknown, argv: { mode?: string }) => createAppConfig({ name: 'shell', devPort: 4200 }, argv);
