/** Some browsers read the object URL after click() returns; revoking later keeps the download intact. */
const REVOKE_AFTER_MS = 10_000;

/** Hands a Blob to the browser as a download, through a temporary <a download>. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
