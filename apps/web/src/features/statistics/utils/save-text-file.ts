/**
 * Saves text as a file through the browser's download, without a server
 * round trip. A byte-order mark lets spreadsheets read the text as UTF-8.
 */
export function saveTextFile(name: string, text: string, type: string) {
  const blob = new Blob(['\uFEFF', text], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started with the click: the address can go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
