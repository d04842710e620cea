import type { Plugin } from 'vite';

/**
 * Ctrl+C stops `vite` dev with status 0. Vite leaves SIGINT to Node, which ends the process by the
 * signal, so pnpm under turbo reported "Command failed" for a dev server stopped on purpose.
 */
export function stopOnInterruptPlugin(): Plugin {
  return {
    name: 'chatforms-stop-on-interrupt',
    apply: 'serve',
    configureServer(server) {
      let stopping = false;
      const stop = () => {
        // pnpm passes the terminal's SIGINT on as well: the second one must not cut the close short.
        if (stopping) return;
        stopping = true;
        void server.close().finally(() => process.exit(0));
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    },
  };
}
