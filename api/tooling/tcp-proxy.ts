import net from 'node:net';

export interface TcpProxy {
  port: number;
  /**
   * A network partition: bytes in flight are dropped and new connections are accepted but go
   * nowhere, so the client sees silence (a hung database), not a refusal.
   */
  cut: () => void;
  /** PostgreSQL is gone: connections are reset and new ones refused (ECONNREFUSED). */
  refuse: () => Promise<void>;
  /** The link is back: held connections are reset (as TCP would), new ones go through. */
  restore: () => Promise<void>;
  close: () => Promise<void>;
}

interface Pair {
  client: net.Socket;
  upstream: net.Socket | null;
}

/** A TCP relay between the API and PostgreSQL that a test can cut, refuse and restore. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<Pair>();
  let partitioned = false;

  const drop = (pair: Pair) => {
    pair.client.destroy();
    pair.upstream?.destroy();
    pairs.delete(pair);
  };

  const relay = (pair: Pair) => {
    const upstream = net.connect(target.port, target.host);
    pair.upstream = upstream;
    // Data crosses only while the link is up; during a partition it is lost.
    pair.client.on('data', (chunk) => {
      if (!partitioned) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!partitioned) pair.client.write(chunk);
    });
    upstream.on('close', () => drop(pair));
    upstream.on('error', () => drop(pair));
  };

  const server = net.createServer((client) => {
    const pair: Pair = { client, upstream: null };
    pairs.add(pair);
    client.on('close', () => drop(pair));
    client.on('error', () => drop(pair));
    // Accepted during a partition: held open, never connected on.
    if (!partitioned) relay(pair);
  });
  const listen = (at: number) =>
    new Promise<void>((resolve) => server.listen(at, '127.0.0.1', resolve));
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()));
  await listen(0);
  const { port } = server.address() as net.AddressInfo;

  return {
    port,
    cut: () => {
      partitioned = true;
    },
    refuse: async () => {
      for (const pair of [...pairs]) drop(pair);
      await stopListening();
    },
    restore: async () => {
      for (const pair of [...pairs]) drop(pair);
      partitioned = false;
      if (!server.listening) await listen(port);
    },
    close: async () => {
      for (const pair of [...pairs]) drop(pair);
      if (server.listening) await stopListening();
    },
  };
}
