import { healthHandlers } from './health';
import { sessionHandlers } from './sessions';
import { userHandlers } from './users';

export { healthHandlers, sessionHandlers, userHandlers };

export const handlers = [...healthHandlers, ...sessionHandlers, ...userHandlers];
