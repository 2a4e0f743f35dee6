import type { Server } from 'node:http';

/**
 * The browser tests' way to stop one shop of the demo chain and start it again (a head-office report
 * with one branch down): with DEMO_SHOP_SWITCH=1, each SIGUSR2 closes the last branch's port (open
 * connections cut) or opens it again. The shop's server and data stay as they are; only its port goes.
 */
export function enableShopSwitch(server: Server, port: number, host: string, name: string): void {
  if (process.env.DEMO_SHOP_SWITCH !== '1') return;
  let down = false;
  process.on('SIGUSR2', () => {
    if (!down) {
      down = true;
      server.close();
      server.closeAllConnections();
      console.log(`[demo] ${name} dihentikan (port ${port} ditutup)`);
    } else {
      down = false;
      server.listen(port, host, () => console.log(`[demo] ${name} berjalan lagi (port ${port})`));
    }
  });
}
