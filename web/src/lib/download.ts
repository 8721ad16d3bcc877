// Files the api answers (templates, exports): read as a Blob with the name the server gives, saved straight
// away through a temporary link, so that no Blob ever enters the store. A failed answer (also read here)
// is read for its message, as the api's error envelope or its text.
import type { FetchArgs, FetchBaseQueryError, QueryReturnValue } from '@reduxjs/toolkit/query';

/** What a file download reads: the file and the server's name for it, or the failure's body. */
interface DownloadedFile {
  blob: Blob;
  fileName: string | undefined;
}

/** An RTK Query `responseHandler` for routes that answer a file. */
async function readFileResponse(response: Response): Promise<unknown> {
  if (response.ok) {
    const disposition = response.headers.get('content-disposition') ?? '';
    const file: DownloadedFile = { blob: await response.blob(), fileName: /filename="([^"]+)"/.exec(disposition)?.[1] };
    return file;
  }
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { message: text || response.statusText };
  }
}

/** The file of a successful answer read by readFileResponse, or null when it is not one. */
function downloadedFile(data: unknown): DownloadedFile | null {
  const file = data as Partial<DownloadedFile> | null;
  return file && file.blob instanceof Blob ? { blob: file.blob, fileName: file.fileName } : null;
}

/** Saves a file as the browser's download. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * What a download mutation's queryFn does: reads `url` as a file with `baseQuery` and saves it under
 * `nameFor(the server's name for it)`; `notAFile` is the error when the answer is not a file.
 */
export async function saveDownload(
  baseQuery: (args: FetchArgs) => QueryReturnValue<unknown, FetchBaseQueryError, unknown> | PromiseLike<QueryReturnValue<unknown, FetchBaseQueryError, unknown>>,
  url: string,
  nameFor: (serverName: string | undefined) => string,
  notAFile: () => string,
): Promise<{ data: { fileName: string } } | { error: FetchBaseQueryError }> {
  const result = await baseQuery({ url, responseHandler: readFileResponse, cache: 'no-store' });
  if (result.error) return { error: result.error };
  const file = downloadedFile(result.data);
  if (!file) return { error: { status: 'CUSTOM_ERROR', error: notAFile() } };
  const fileName = nameFor(file.fileName);
  saveFile(file.blob, fileName);
  return { data: { fileName } };
}
