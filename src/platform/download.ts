/** Hands `text` to the browser as a file download named `name` (an anchor with `download`, then revoked). */
export function saveFile(
  name: string,
  text: string,
  type = 'application/json',
  doc: Document = document,
): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  // Not in the page's tree: a click on a detached anchor downloads in every current browser.
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
