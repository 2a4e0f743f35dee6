/** Hands a URL to the browser as a download under a file name (a link clicked and removed). */
export function clickDownload(url: string, fileName: string): void {
  const a = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** Saves a blob under a file name; its URL is released after `releaseMs`. */
export function saveBlob(blob: Blob, fileName: string, releaseMs = 60_000): void {
  const url = URL.createObjectURL(blob);
  clickDownload(url, fileName);
  window.setTimeout(() => URL.revokeObjectURL(url), releaseMs);
}
