// Hands a fetched file (a CSV export) to the browser as a download. The file
// is fetched with the session's bearer first: a plain link would carry none.
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After this task: the browser has taken the file by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
