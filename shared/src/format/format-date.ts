const pad = (value: number) => String(value).padStart(2, '0');

/** Spec §9: dates read DD/MM/YYYY, in the customer's own time zone. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** Spec §9: times read HH:mma (24-hour hours with an am/pm marker, as specified). */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  const marker = date.getHours() < 12 ? 'am' : 'pm';
  return `${pad(date.getHours())}:${pad(date.getMinutes())}${marker}`;
}

export function formatDateTime(iso: string): string {
  return `${formatDate(iso)} ${formatTime(iso)}`;
}
