/** Days as `YYYY-MM-DD` text, the form every date field and the API use. No calendar code here. */

/** `YYYY-MM-DD` of a date, in local time. */
export const toDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The date of a `YYYY-MM-DD` (noon, so no time zone moves it to another day), or undefined. */
export const toDate = (day: string) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T12:00:00`) : undefined);
