import { startRemoteLocationsRequest } from './federation/remote-locations-request';

startRemoteLocationsRequest();
// The async boundary lets Module Federation settle the shared singletons before any React code runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
