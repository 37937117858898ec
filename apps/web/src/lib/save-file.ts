/** Hands a file the app fetched (an export) to the browser's download, under this name. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // Once the browser has taken the file: revoking at the click itself can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
