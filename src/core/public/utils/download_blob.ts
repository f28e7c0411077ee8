/**
 * Saves a blob under `fileName` the way a link with `download` would: the browser's own download,
 * no new window. The URL is revoked later, once the browser has started reading it.
 */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
