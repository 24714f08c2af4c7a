// The Messages tab's CSV export (spec 3 §2.7, §7 Messages): GET /message/?format=csv with the list's
// ordering and status and the browser's time offset, saved as messages.csv. The contract states the
// offset's sign: JavaScript's Date.getTimezoneOffset(), minutes to ADD to local time to get UTC
// (New York in winter 300, Berlin in summer -120); the server writes the CSV's times in that local time.
import type { TicketListQuery } from '../../../../machines/ticket/ticket.types';

export const CSV_FILE_NAME = 'messages.csv';
const BLOB_URL_LIFETIME_MS = 40_000;

/** The query of the export: the list as shown, plus format and time_offset (`now` is a Date or a stub). */
export function csvExportQuery(list: TicketListQuery, now: Pick<Date, 'getTimezoneOffset'> = new Date()) {
  // `|| 0` turns UTC's -0 into 0 (a '-0' in the URL reads as a sign the contract does not mean).
  const offset = Math.round(now.getTimezoneOffset()) || 0;
  return {
    format: 'csv' as const,
    time_offset: offset,
    ...(list.ordering ? { ordering: list.ordering } : {}),
    ...(list.status ? { status: list.status } : {}),
  };
}

/** Saves a downloaded file: a Blob URL on a download link, clicked, then released. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Released later, not at once: a browser may still be reading the Blob for the download after the click
  // returns (FileSaver.js waits 40 s for the same reason).
  setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFETIME_MS);
}
