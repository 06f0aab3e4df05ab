import { startRemoteLocationsRequest } from './federation/remote-locations-request';
import { startFirstCalls } from './first-calls/first-calls';

startRemoteLocationsRequest();
// The page's first API answers travel alongside the app's code (docs/adr/0019-first-screen.md).
startFirstCalls();
// The async boundary lets Module Federation settle the shared singletons before any React code runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
