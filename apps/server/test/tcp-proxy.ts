import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Stops listening and cuts every open connection: the target looks gone to whoever uses the proxy. */
  cut(): Promise<void>;
  /** Listens again on the same port: the target is back. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP proxy of the test's own on loopback, between the app and a real service, to simulate outages. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const connections = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        connections.add(client);
        connections.add(upstream);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          connections.delete(client);
          connections.delete(upstream);
        };
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
        client.pipe(upstream).pipe(client);
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as net.AddressInfo).port;
        server = s;
        resolve();
      });
    });
  const cut = async () => {
    const s = server;
    server = null;
    for (const socket of connections) socket.destroy();
    connections.clear();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  await listen();
  return {
    get port() {
      return port;
    },
    cut,
    restore: listen,
    close: cut,
  };
}
