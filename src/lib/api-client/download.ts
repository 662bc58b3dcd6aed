/** A file answer (CSV, PDF) with the name the server suggested. */
export interface DownloadedFile {
  blob: Blob;
  fileName?: string;
}

/** Reads RFC 6266 names; the UTF-8 form wins because Japanese file names need it. */
export function fileNameFrom(contentDisposition: string | null | undefined): string | undefined {
  if (!contentDisposition) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(contentDisposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // Malformed escapes: fall back to the plain name below.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(contentDisposition);
  const name = plain?.[1] ?? plain?.[2];
  return name?.trim() || undefined;
}

/** Hands a downloaded file to the browser's save mechanism. */
export function saveFile(file: DownloadedFile, fallbackName: string, doc: Document = document): void {
  const url = URL.createObjectURL(file.blob);
  const anchor = doc.createElement('a');
  anchor.href = url;
  anchor.download = file.fileName ?? fallbackName;
  anchor.hidden = true;
  doc.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked on the next tick: some browsers start the download asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
