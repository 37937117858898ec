// Zod-free: the browser's pages import it.
const formats = new Map<string, { megabytes: Intl.NumberFormat; kilobytes: Intl.NumberFormat }>();

function formatsIn(locale: string) {
  let found = formats.get(locale);
  if (!found) {
    found = {
      megabytes: new Intl.NumberFormat(locale, {
        style: 'unit',
        unit: 'megabyte',
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }),
      kilobytes: new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }),
    };
    formats.set(locale, found);
  }
  return found;
}

/**
 * `1.2 MB`, `840 kB` (`1,2 Mo` in fr): an archive's size for people (the command's lines and the
 * Backups page, in its language), in US English unless a locale is given.
 */
export function fileSize(bytes: number, locale = 'en-US'): string {
  const { megabytes, kilobytes } = formatsIn(locale);
  return bytes >= 1_000_000 ? megabytes.format(bytes / 1_000_000) : kilobytes.format(Math.max(1, bytes / 1000));
}
