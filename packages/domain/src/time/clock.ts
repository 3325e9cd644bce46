/** SPEC 5 and 9: time strings convert between 12-hour and 24-hour forms. */
export function to12Hour(time24: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time24);
  if (!match) throw new Error(`Invalid Time: ${time24}`);
  const hours = Number(match[1]);
  const minutes = match[2];
  if (hours > 23 || Number(minutes) > 59) throw new Error(`Invalid Time: ${time24}`);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(hour12).padStart(2, '0')}:${minutes} ${suffix}`;
}

export function to24Hour(time12: string): string {
  const match = /^(\d{1,2}):(\d{2})\s*([AaPp][Mm])$/.exec(time12.trim());
  if (!match) throw new Error(`Invalid Time: ${time12}`);
  let hours = Number(match[1]);
  const minutes = match[2];
  if (hours < 1 || hours > 12 || Number(minutes) > 59) throw new Error(`Invalid Time: ${time12}`);
  const isPm = match[3]!.toUpperCase() === 'PM';
  if (hours === 12) hours = 0;
  if (isPm) hours += 12;
  return `${String(hours).padStart(2, '0')}:${minutes}`;
}
