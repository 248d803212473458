// The load test's PostgreSQL proxy in a process of its own: in the load generator's process every SQL round
// trip of both instances would wait on the generator's event loop (busy with 1,200 sockets), which is not
// what a club's set-up has. The parent sends 'cut', 'restore' and 'close' over IPC; each is answered when done.
import { startTcpProxy } from '../../apps/server/test/tcp-proxy';

const [host, port] = [process.argv[2]!, Number(process.argv[3])];
const proxy = await startTcpProxy({ host, port });
process.send!({ ready: proxy.port });
// The load test ended (or died): so does its proxy.
process.on('disconnect', () => void proxy.close().then(() => process.exit(0)));
process.on('message', async (message: { id: number; command: 'cut' | 'restore' | 'close' }) => {
  await proxy[message.command]();
  process.send!({ done: message.id });
  if (message.command === 'close') process.exit(0);
});
