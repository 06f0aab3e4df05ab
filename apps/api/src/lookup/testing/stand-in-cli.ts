import { startStandIn } from './stand-in';

/*
 * `node --import tsx apps/api/src/lookup/testing/stand-in-cli.ts [port]`: the metadata
 * stand-in on its own, for end-to-end tests and trying Add Media's look-up offline. Prints
 * the environment to start the server with.
 */
const port = Number(process.argv[2] ?? 0);
const standIn = await startStandIn(port);
for (const [name, value] of Object.entries(standIn.env())) console.log(`${name}=${value}`);
process.on('SIGTERM', () => void standIn.close().then(() => process.exit(0)));
process.on('SIGINT', () => void standIn.close().then(() => process.exit(0)));
