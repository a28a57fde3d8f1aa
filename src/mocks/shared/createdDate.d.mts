/** '14 Apr 2021, 8:43 PM' (UTC). */
export function formatCreatedDate(date: Date): string;
