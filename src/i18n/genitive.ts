/**
 * A person's name in the genitive case («от имени Игоря Петрова», «Анны Смирновой»), by the rules
 * that cover Russian first names and the common surname endings. A word the rules do not know
 * (foreign names, initials) stays as written, which reads acceptably in Russian.
 */
type Gender = 'male' | 'female';

const MALE_NAMES_IN_A = new Set(['никита', 'илья', 'фома', 'кузьма', 'лука', 'савва', 'данила', 'гаврила']);
/** Names whose stem changes (a fleeting vowel). */
const IRREGULAR: Record<string, string> = { пётр: 'Петра', петр: 'Петра', лев: 'Льва', павел: 'Павла' };
const HUSHING_OR_VELAR = /[гкхжшщч]$/;

function genderOf(firstName: string): Gender {
  const name = firstName.toLowerCase();
  if (MALE_NAMES_IN_A.has(name)) return 'male';
  return /[ая]$/.test(name) ? 'female' : 'male';
}

const keepCase = (original: string, declined: string) =>
  original === original.toUpperCase() && original.length > 1 ? declined.toUpperCase() : declined;

function firstNameGenitive(word: string, gender: Gender): string {
  const w = word;
  const irregular = IRREGULAR[w.toLowerCase()];
  if (irregular) return irregular;
  if (/ия$/i.test(w)) return `${w.slice(0, -1)}и`;
  if (/[ая]$/i.test(w)) {
    const stem = w.slice(0, -1);
    if (w.endsWith('я')) return `${stem}и`;
    return HUSHING_OR_VELAR.test(stem) ? `${stem}и` : `${stem}ы`;
  }
  if (gender === 'female') return w;
  if (/[йь]$/i.test(w)) return `${w.slice(0, -1)}я`;
  if (/[бвгджзклмнпрстфхцчшщ]$/i.test(w)) return `${w}а`;
  return w;
}

function surnameGenitive(word: string, gender: Gender): string {
  const w = word;
  if (gender === 'female') {
    if (/(ова|ева|ёва|ина|ына)$/i.test(w)) return `${w.slice(0, -1)}ой`;
    if (/(ская|цкая)$/i.test(w)) return `${w.slice(0, -2)}ой`;
    if (/ая$/i.test(w)) return `${w.slice(0, -2)}ой`;
    return w;
  }
  if (/(ский|цкий)$/i.test(w)) return `${w.slice(0, -2)}ого`;
  if (/[ыо]й$/i.test(w)) return `${w.slice(0, -2)}ого`;
  if (/ий$/i.test(w)) return `${w.slice(0, -2)}его`;
  if (/(ко|их|ых|аго|яго)$/i.test(w)) return w;
  if (/[бвгджзклмнпрстфхцчшщ]$/i.test(w)) return `${w}а`;
  return w;
}

/** «Игорь Петров» → «Игоря Петрова»; «Анна Смирнова» → «Анны Смирновой». */
export function personGenitive(fullName: string): string {
  const words = fullName.trim().split(/\s+/);
  if (words.length === 0 || words[0] === '') return fullName;
  const gender = genderOf(words[0]);
  const [first, ...rest] = words;
  return [
    keepCase(first, firstNameGenitive(first, gender)),
    ...rest.map((surname) => keepCase(surname, surnameGenitive(surname, gender))),
  ].join(' ');
}
