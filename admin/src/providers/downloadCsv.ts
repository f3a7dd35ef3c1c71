// CSV exports: GET /api/export/csv?type=... with the session cookie, saved under the server's file name.
import { httpFetch } from './httpClient';

const EXPORT_FAILED = 'Export failed';

const fileNameFrom = (disposition: string | null, fallbackPrefix: string) =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? `${fallbackPrefix}_${Date.now()}.csv`;

/** Downloads the export and answers its file name; a failed response throws 'Export failed'. */
export async function downloadCsv(params: Record<string, string>, fallbackPrefix: string): Promise<string> {
  const response = await httpFetch(`/api/export/csv?${new URLSearchParams(params)}`, {
    headers: { Accept: '*/*' },
  }).catch(() => {
    throw new Error(EXPORT_FAILED);
  });
  const fileName = fileNameFrom(response.headers.get('Content-Disposition'), fallbackPrefix);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return fileName;
}
