// The college's eight departments (docs/product.md §3). Departments are stored and returned as the full label
// ("Computer Science & Engineering (CSE)"); inputs may also use the name alone or the code.

export interface Department {
  code: string;
  name: string;
  label: string;
}

function department(name: string, code: string): Department {
  return { code, name, label: `${name} (${code})` };
}

export const DEPARTMENTS: readonly Department[] = Object.freeze([
  department('Bachelor of Education', 'BED'),
  department('Civil Engineering', 'CIVIL'),
  department('Computer Science & Engineering', 'CSE'),
  department('Artificial Intelligence Data Science & Machine Learning', 'AIDS & ML'),
  department('Information Technology & Master of Computer Applications', 'IT & MCA'),
  department('Electronics & Communication Engineering', 'ECE'),
  department('Electrical & Electronics Engineering', 'EEE'),
  department('Mechanical Engineering', 'MECH'),
]);

function comparable(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

const LABEL_BY_SPELLING = new Map<string, string>(
  DEPARTMENTS.flatMap((d) => [d.label, d.name, d.code].map((spelling) => [comparable(spelling), d.label] as const)),
);

/** The full label for a label, name or code in any case; null when it names no department. */
export function normaliseDepartment(input: string): string | null {
  return LABEL_BY_SPELLING.get(comparable(input)) ?? null;
}
