import type { PrinterLink } from './counter-printer.ts';

/**
 * A receipt printer reached directly (issue 43): Web Serial or WebUSB, where the browser has them
 * (Chromium on a secure origin; not in headless or other browsers: then `available` is false and the
 * caller prints through the dialog). The port is chosen once in 'Printer Nota' (a click) and the
 * browser remembers the grant; printing uses the granted port.
 */
type SerialPortLike = {
  open(o: { baudRate: number }): Promise<void>;
  close(): Promise<void>;
  readonly writable: WritableStream<Uint8Array> | null;
};
type SerialLike = { getPorts(): Promise<SerialPortLike[]>; requestPort(): Promise<SerialPortLike> };
type UsbEndpoint = { direction: 'in' | 'out'; type: string; endpointNumber: number };
type UsbInterface = {
  interfaceNumber: number;
  alternate: { interfaceClass: number; endpoints: UsbEndpoint[] };
};
type UsbDeviceLike = {
  opened: boolean;
  configuration: { interfaces: UsbInterface[] } | null;
  open(): Promise<void>;
  close(): Promise<void>;
  selectConfiguration(n: number): Promise<void>;
  claimInterface(n: number): Promise<void>;
  releaseInterface(n: number): Promise<void>;
  transferOut(endpoint: number, data: Uint8Array): Promise<unknown>;
};
type UsbLike = {
  getDevices(): Promise<UsbDeviceLike[]>;
  requestDevice(o: { filters: { classCode?: number }[] }): Promise<UsbDeviceLike>;
};

const nav = (): { serial?: SerialLike; usb?: UsbLike } =>
  typeof navigator === 'undefined' ? {} : (navigator as unknown as { serial?: SerialLike; usb?: UsbLike });

/** USB printer class. */
const PRINTER_CLASS = 7;
/** Most receipt printers on a serial or USB-serial port. */
const BAUD_RATE = 9600;

export function deviceAvailable(link: PrinterLink): boolean {
  if (link === 'SERIAL') return typeof nav().serial?.getPorts === 'function';
  if (link === 'USB') return typeof nav().usb?.getDevices === 'function';
  return false;
}

/** Asks the browser for the printer's port (inside a click); false when refused or not available. */
export async function connectDevice(link: PrinterLink): Promise<boolean> {
  try {
    if (link === 'SERIAL') return !!(await nav().serial?.requestPort());
    if (link === 'USB')
      return !!(await nav().usb?.requestDevice({ filters: [{ classCode: PRINTER_CLASS }] }));
  } catch {
    // The cashier closed the chooser.
  }
  return false;
}

async function sendSerial(bytes: Uint8Array): Promise<boolean> {
  const [port] = (await nav().serial?.getPorts()) ?? [];
  if (!port) return false;
  await port.open({ baudRate: BAUD_RATE });
  try {
    const writer = port.writable?.getWriter();
    if (!writer) return false;
    await writer.write(bytes);
    writer.releaseLock();
    return true;
  } finally {
    await port.close();
  }
}

async function sendUsb(bytes: Uint8Array): Promise<boolean> {
  const [device] = (await nav().usb?.getDevices()) ?? [];
  if (!device) return false;
  if (!device.opened) await device.open();
  if (!device.configuration) await device.selectConfiguration(1);
  const iface = device.configuration?.interfaces.find((i) =>
    i.alternate.endpoints.some((e) => e.direction === 'out' && e.type === 'bulk'),
  );
  const out = iface?.alternate.endpoints.find((e) => e.direction === 'out' && e.type === 'bulk');
  if (!iface || !out) return false;
  await device.claimInterface(iface.interfaceNumber);
  try {
    await device.transferOut(out.endpointNumber, bytes);
    return true;
  } finally {
    await device.releaseInterface(iface.interfaceNumber);
    await device.close();
  }
}

/** Sends ESC/POS bytes to the granted printer; false when there is none or it fails. */
export async function sendToDevice(link: PrinterLink, bytes: Uint8Array): Promise<boolean> {
  if (!deviceAvailable(link)) return false;
  try {
    return link === 'SERIAL' ? await sendSerial(bytes) : await sendUsb(bytes);
  } catch {
    return false;
  }
}
