// Reads a picked file (an Excel workbook of people or of holidays) as base64, without the data-URL prefix, for an upload body.
import { t } from '@lingui/core/macro';
export function readFileAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error(t`The file could not be read`));
    reader.readAsDataURL(file);
  });
}
