import { createServer } from 'node:http';
import { parseArgs } from '../shared/args';

/*
 * The webhook bench's receiver, in a process of its own so it takes no CPU from the server's
 * event loop: answers every delivery 204 and counts them; GET /count answers
 * {deliveries, messages} (messages: distinct webhook-ids).
 */

const port = Number(parseArgs(process.argv.slice(2)).get('port') ?? 3167);
const messages = new Set<string>();
let deliveries = 0;

createServer((request, reply) => {
  if (request.method === 'GET' && request.url === '/count') {
    reply.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ deliveries, messages: messages.size }));
    return;
  }
  request.resume();
  request.on('end', () => {
    deliveries += 1;
    messages.add(String(request.headers['webhook-id']));
    reply.writeHead(204).end();
  });
}).listen(port, '127.0.0.1');
