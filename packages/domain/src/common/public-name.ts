/**
 * A customer as other people see them: the first name and the initial of the last ("Layla A."), as a
 * review's author and a referrer's friend are shown. Never the whole name to strangers.
 */
export function publicName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0);
  return initial ? `${firstName.trim()} ${initial.toUpperCase()}.` : firstName.trim();
}
