// The browser half of an upload: SHA-256 of the file read in slices (never the whole file at once), then a
// multipart POST /api/assets with upload progress (XMLHttpRequest: fetch reports no upload progress).
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex } from '@noble/hashes/utils';
import { ApiError, apiErrorOf, getCsrfToken, resetCsrfToken } from '../providers/httpClient';
import type { AssetRecord } from './types';

const SLICE_BYTES = 4 * 1024 * 1024;

export async function sha256OfFile(file: Blob, onProgress?: (fraction: number) => void): Promise<string> {
  const hash = sha256.create();
  for (let offset = 0; offset < file.size; offset += SLICE_BYTES) {
    hash.update(new Uint8Array(await file.slice(offset, offset + SLICE_BYTES).arrayBuffer()));
    onProgress?.(Math.min(1, (offset + SLICE_BYTES) / file.size));
  }
  return bytesToHex(hash.digest());
}

export interface UploadRequest {
  file: File;
  checksum: string;
  tags: string;
  kind?: string;
}

export interface UploadHandle {
  done: Promise<AssetRecord>;
  abort(): void;
}

export async function startUpload(
  request: UploadRequest,
  onProgress: (fraction: number) => void,
): Promise<UploadHandle> {
  const form = new FormData();
  form.append('checksum', request.checksum);
  if (request.tags.trim()) form.append('tags', request.tags);
  if (request.kind) form.append('kind', request.kind);
  form.append('file', request.file, request.file.name);

  const token = await getCsrfToken();
  const xhr = new XMLHttpRequest();
  const done = new Promise<AssetRecord>((resolve, reject) => {
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.onload = () => {
      if (xhr.status === 201) {
        try {
          return resolve(JSON.parse(xhr.responseText) as AssetRecord);
        } catch {
          return reject(new ApiError(xhr.status, 'The upload answered no asset'));
        }
      }
      if (xhr.status === 403) resetCsrfToken();
      reject(apiErrorOf(xhr.status, xhr.responseText, xhr.statusText));
    };
    xhr.onerror = () => reject(new ApiError(0, 'The connection was lost during the upload'));
    xhr.onabort = () => reject(new ApiError(0, 'Upload cancelled'));
  });
  xhr.open('POST', '/api/assets');
  xhr.withCredentials = true;
  xhr.setRequestHeader('x-csrf-token', token);
  xhr.setRequestHeader('Accept', 'application/json');
  xhr.send(form);
  return { done, abort: () => xhr.abort() };
}
