// The columns of the employee import workbook (docs/contract.md), shared by the parser and the template.

export const REQUIRED_COLUMNS = ['First Name', 'Last Name', 'Email', 'Department', 'Role', 'Password'] as const;
export const OPTIONAL_COLUMNS = ['Employee ID', 'Designation', 'Qualification', 'Mobile', 'Date of Birth', 'Date of Joining'] as const;
export const IMPORT_COLUMNS = [...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** Headings people commonly write for a column, compared without case, spaces or punctuation. */
const ALIASES: Record<ImportColumn, readonly string[]> = {
  'First Name': ['firstname', 'first'],
  'Last Name': ['lastname', 'surname', 'last'],
  Email: ['email', 'emailaddress', 'emailid', 'mail'],
  Department: ['department', 'dept'],
  Role: ['role'],
  Password: ['password'],
  'Employee ID': ['employeeid', 'empid', 'employeeno', 'employeenumber', 'staffid'],
  Designation: ['designation'],
  Qualification: ['qualification'],
  Mobile: ['mobile', 'mobileno', 'mobilenumber', 'phone', 'phonenumber'],
  'Date of Birth': ['dateofbirth', 'dob', 'birthdate'],
  'Date of Joining': ['dateofjoining', 'doj', 'joiningdate'],
};

const comparable = (heading: string) => heading.toLowerCase().replace(/[^a-z0-9]/g, '');

const COLUMN_BY_HEADING = new Map<string, ImportColumn>(
  IMPORT_COLUMNS.flatMap((column) => [comparable(column), ...ALIASES[column]].map((spelling) => [spelling, column] as const)),
);

/** The column a heading names ('E-mail', 'EMAIL ' and 'Email Address' all name Email), or null. */
export function columnOfHeading(heading: unknown): ImportColumn | null {
  if (typeof heading !== 'string' && typeof heading !== 'number') return null;
  return COLUMN_BY_HEADING.get(comparable(String(heading))) ?? null;
}

/** The row of the template that shows what a valid row looks like. */
export const EXAMPLE_ROW: Readonly<Record<ImportColumn, string>> = {
  'First Name': 'Priya',
  'Last Name': 'Sharma',
  Email: 'priya.sharma@college.edu',
  Department: 'Computer Science & Engineering (CSE)',
  Role: 'employee',
  Password: 'welcome123',
  'Employee ID': 'EMP1001',
  Designation: 'Assistant Professor',
  Qualification: 'M.Tech',
  Mobile: '9876543210',
  'Date of Birth': '1990-05-15',
  'Date of Joining': '2020-07-01',
};
