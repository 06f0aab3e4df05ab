export { setQueuedChangeDefaults } from './queued-change-defaults';
