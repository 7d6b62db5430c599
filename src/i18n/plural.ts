/** Russian plural: one (1, 21), few (2–4, 22–24), many (0, 5–20, 25…). */
export function plural(n: number, one: string, few: string, many: string) {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return `${n} ${one}`;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return `${n} ${few}`;
  return `${n} ${many}`;
}

export const permissionsCount = (n: number) => plural(n, 'право', 'права', 'прав');
export const usersCount = (n: number) => plural(n, 'пользователь', 'пользователя', 'пользователей');
