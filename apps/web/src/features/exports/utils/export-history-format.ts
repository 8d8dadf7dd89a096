// SPEC §2: file names over 15 characters are cut with '..'.
export const MAX_FILE_NAME_LENGTH = 15;

export function shortenFileName(name: string): string {
  return name.length > MAX_FILE_NAME_LENGTH
    ? `${name.slice(0, MAX_FILE_NAME_LENGTH)}..`
    : name;
}

const pad = (value: number) => String(value).padStart(2, '0');

// SPEC §2: Request Date as MM/DD/YYYY hh:mm:ss, in the user's local time.
// Hours run 00-23: the format carries no AM/PM marker to disambiguate.
export function formatRequestDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  return `${day} ${time}`;
}
