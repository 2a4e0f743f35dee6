import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress.ts';

const apiTarget = process.env.VITE_API_TARGET ?? 'http://localhost:3001';

/** node_modules paths that make up a vendor chunk. */
const vendor = (...names: string[]) => new RegExp(`node_modules[\\\\/](${names.join('|')})[\\\\/]`);

export default defineConfig({
  base: '/',
  plugins: [react(), precompress()],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      // The live channel accepts pages of the server's own origin: the dev server speaks as that page.
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: true, headers: { origin: apiTarget } },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      // The contract's modules have no side effects of their own: a page that needs only the route
      // table does not pull in the rounding rules (decimal.js) or other unused parts.
      treeshake: { moduleSideEffects: (id) => (/[\\/]packages[\\/]contract[\\/]src[\\/]/.test(id) ? false : undefined) },
      output: {
        codeSplitting: {
          groups: [
            // React itself and the router: needed by every page, rarely changed, cached long.
            { name: 'react', test: vendor('react', 'react-dom', 'scheduler', 'react-router', 'cookie'), priority: 40 },
            // Ant Design's core that the first page needs (config provider, theme, css-in-js, button, input).
            {
              name: 'antd-base',
              test: vendor('antd', '@ant-design', '@rc-component', '@babel', 'stylis', 'clsx', 'classnames'),
              tags: ['$initial'],
              priority: 30,
            },
            { name: 'query', test: vendor('@tanstack'), priority: 5 },
            { name: 'live', test: vendor('socket\\.io-client', 'engine\\.io-client', 'engine\\.io-parser', 'socket\\.io-parser', '@socket\\.io', 'xmlhttprequest-ssl'), priority: 5 },
          ],
        },
      },
    },
  },
});
