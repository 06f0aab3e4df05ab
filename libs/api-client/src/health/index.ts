export { getHealth, getHealthQueryOptions, useHealth } from './get-health';
