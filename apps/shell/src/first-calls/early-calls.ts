// An entry of its own, a few kilobytes, that the page runs before the app's code: the page's
// first API calls leave while the shell, the shared packages and the remote are still on their
// way (docs/adr/0019-first-screen.md). The app takes the answers through `takeFirstCall`.
import { startFirstCalls } from './first-calls';

startFirstCalls();
