// eslint-disable-next-line @nx/enforce-module-boundaries -- the shared test settings are a workspace file, not a lib
import { projectTestConfig } from '../../vitest.shared';

export default projectTestConfig();
